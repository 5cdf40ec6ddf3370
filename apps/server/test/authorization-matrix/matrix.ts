import type { InjectOptions } from 'fastify';
import type { UserRecord } from '../../src/modules/users/users.table.js';
import type { TestApp } from '../test-app.js';

/** What every row of the authorization matrix is made of: callers, expectations, the context rows act in. */
export const CALLERS = ['anonymous', 'buyer', 'seller', 'otherSeller', 'admin', 'deleted'] as const;
export type Caller = (typeof CALLERS)[number];
export type Expected = [number, number, number, number, number, number];

export interface Context {
  t: TestApp;
  users: Record<Exclude<Caller, 'anonymous'>, UserRecord>;
  /** A fresh listing of `seller`, so writes of one cell never affect another. */
  freshProduct(): Promise<string>;
  /** A fresh pending booking by `buyer` of a fresh listing of `seller`. */
  freshOrder(): Promise<string>;
  freshPerson(seller: boolean): Promise<UserRecord>;
  /** A fresh conversation: `buyer` asking `seller` about a fresh listing. */
  freshConversation(): Promise<string>;
  /** A fresh booking by `buyer` of `seller`'s listing, completed. */
  freshCompletedOrder(): Promise<string>;
  /** A fresh review by `buyer` of `seller`, on a fresh completed booking. */
  freshReview(): Promise<string>;
  /** A fresh open report case: `otherSeller` reporting a fresh listing of `seller`. */
  freshCase(): Promise<string>;
  /** The same, dismissed by `admin`: a decided case to reopen. */
  freshDecidedCase(): Promise<string>;
  /** A fresh conversation whose first message `seller` reported: admins may read it. */
  freshReportedConversation(): Promise<string>;
  /** The address of a photo `seller` sent on a fresh conversation; `reported`: `buyer` reported it (issue 41.12). */
  freshMessagePhoto(reported: boolean): Promise<string>;
  /** A fresh saved search of `buyer` (issue 14 item 7). */
  freshSavedSearch(): Promise<string>;
  /** The token of a download link for an archive of `seller`'s, ready on disk (issue 46 item 6). */
  freshDataExport(): Promise<string>;
  /** A job that gave up (its kind has no handler), for the admins' job routes. */
  freshDeadJob(): Promise<string>;
  /** The name of a fresh archive in the backups folder, for the admins' backup routes. */
  freshBackup(): Promise<string>;
  /** A new account of the caller's kind, signed in just now: for rows that end the account. */
  freshToken(caller: Caller): Promise<string | undefined>;
  /** The callers' tokens from a sign-in long ago: sensitive actions refuse them. */
  staleTokens: Record<Exclude<Caller, 'anonymous'>, string>;
  /** The code of a fresh e-mailed link for a fresh account. */
  freshActionCode(purpose: 'verify-email' | 'reset-password' | 'cancel-email-change'): Promise<string>;
  imageUrl: string;
  png: Buffer;
  loginEmail: string;
}

export interface Row {
  route: string;
  note?: string;
  request(ctx: Context, caller: Caller): Promise<InjectOptions> | InjectOptions;
  expect: Expected;
}

export const ALL_200: Expected = [200, 200, 200, 200, 200, 200];
export const SIGNED_IN: Expected = [401, 200, 200, 200, 200, 401];
export const ADMIN_ONLY: Expected = [401, 403, 403, 403, 200, 401];
export const SELLERS: Expected = [401, 403, 200, 200, 403, 401];

export const validListing = (imgURL: string) => ({
  name: 'Matrix camera',
  imgURL,
  categoryId: 1,
  location: 'Lisbon',
  resalePrice: 100,
  originalPrice: 200,
  yearOfUse: 1,
  condition: 'Good',
  sellerName: 'Matrix Seller',
  sellerNumber: '555 0100',
  yearOfPurchase: 2024,
  description: 'For the matrix.',
});

export const RECENT_LOGIN_REQUIRED: Expected = [401, 401, 401, 401, 401, 401];
export const bearer = (token: string | undefined) => (token ? { authorization: `Bearer ${token}` } : {});
export const NOT_A_SESSION = '01900000-0000-7000-8000-000000000000';
