import type { User } from '../users/users.public.js';

/** A listing photo the archive holds, at `path`, read from the image store. */
export interface ExportPhoto {
  path: string;
  imageId: string;
}

/** What a person's archive holds besides its README: JSON files by name, and the photos. */
export interface PersonalData {
  files: Record<string, unknown>;
  photos: ExportPhoto[];
}

/**
 * Reads a person's data through the modules' own reads, as the API shows it to them (the app
 * composes it: app/personal-data.ts), so the archive never holds more of others than they see.
 */
export type GatherPersonalData = (person: User) => Promise<PersonalData>;
