/**
 * User-visible texts of the spec (§8), spelled exactly as the older client shows them:
 * operators and their users know these words, so the misspellings are kept on purpose.
 */
export const MESSAGES = {
  loggedIn: 'User LogedIn Sucesfully',
  googleLoggedIn: 'User LogIn Sucesfully',
  registered: 'User Registered Sucesfully',
  productAdded: 'Product Added Sucessfully',
  loggedOut: 'Sucessfully Logout',
  deleted: 'Sucessfully Deleted.',
  booked: 'Successfull Booked.',
} as const;

export type MessageKey = keyof typeof MESSAGES;
