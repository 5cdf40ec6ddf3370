import type { AuthUser } from '@refocus/contract';

/** Who may open a guarded screen (spec §6); used by the guard routes and their loaders. */
export type Access = (user: AuthUser | null) => boolean;

export const signedIn: Access = (user) => user !== null;
export const seller: Access = (user) => user?.seller === true;
export const admin: Access = (user) => user?.admin === true;
