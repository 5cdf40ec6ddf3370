/**
 * The success toasts of spec §8, in our words (issue 42, item 4). The spec records the older
 * client's spellings ("User LogedIn Sucesfully", "Successfull Booked.", …); those were never
 * part of the API, so our screens say them right, in the page's language (decision 070).
 * Shown with `toast.success(intl.formatMessage(SUCCESS.loggedIn))`.
 */
export const SUCCESS = defineMessages({
  /** The spec's "User LogedIn Sucesfully" (also Google's "User LogIn Sucesfully"). */
  loggedIn: { id: 'app.toast.signedIn', defaultMessage: 'Signed in' },
  /** The spec's "User Registered Sucesfully". */
  registered: { id: 'app.toast.registered', defaultMessage: 'Account created' },
  /** The spec's "Product Added Sucessfully". */
  productAdded: { id: 'app.toast.productAdded', defaultMessage: 'Camera listed' },
  /** The spec's "Sucessfully Logout". */
  loggedOut: { id: 'app.toast.signedOut', defaultMessage: 'Signed out' },
  /** The spec's "Sucessfully Deleted.". */
  deleted: { id: 'app.toast.deleted', defaultMessage: 'Deleted' },
  /** The spec's "Successfull Booked.". */
  booked: { id: 'app.toast.booked', defaultMessage: 'Booking requested' },
});

import { defineMessages } from '@refocus/i18n';
