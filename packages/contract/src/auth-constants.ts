/** Sign-up limits of PRODUCT.md §2; in a zod-free module so any screen may show them cheaply. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 120;

/** What the Google popup posts to its opener (to our own origin only). */
export const GOOGLE_POPUP_MESSAGE = 'refocus:google-sign-in';
export type GooglePopupMessage =
  | { type: typeof GOOGLE_POPUP_MESSAGE; ok: true }
  | {
      type: typeof GOOGLE_POPUP_MESSAGE;
      ok: false;
      code: string;
      message: string;
      /** A second factor is owed, or a password links Google to an existing account. */
      challenge?: string;
    };

export type Role = 'buyer' | 'seller' | 'admin';
