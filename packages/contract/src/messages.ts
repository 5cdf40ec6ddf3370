/**
 * The success toasts of spec §8, in our words (issue 42, item 4). The spec records the older
 * client's spellings ("User LogedIn Sucesfully", "Successfull Booked.", …); those were never
 * part of the API, so our screens say them right and the older client keeps its own.
 */
export const MESSAGES = {
  /** The spec's "User LogedIn Sucesfully". */
  loggedIn: 'Signed in',
  /** The spec's "User LogIn Sucesfully" (Google). */
  googleLoggedIn: 'Signed in',
  /** The spec's "User Registered Sucesfully". */
  registered: 'Account created',
  /** The spec's "Product Added Sucessfully". */
  productAdded: 'Camera listed',
  /** The spec's "Sucessfully Logout". */
  loggedOut: 'Signed out',
  /** The spec's "Sucessfully Deleted.". */
  deleted: 'Deleted',
  /** The spec's "Successfull Booked.". */
  booked: 'Booking requested',
} as const;

export type MessageKey = keyof typeof MESSAGES;
