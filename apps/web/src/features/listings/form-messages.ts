import { PHOTOS_MAX, SHUTTER_COUNT_MAX } from '@refocus/contract';
import { defineMessages } from '@refocus/i18n';
import { useCallback } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';

/**
 * The add and edit forms' own checks (add-product-schema, camera-details-schema). The schemas
 * hold these ids as their messages; the fields say them in the page's language (decision 070).
 */
export const FORM_ERRORS = defineMessages({
  addPhoto: { id: 'listings.form.error.addPhoto', defaultMessage: 'Add at least one photo of the camera' },
  tooManyPhotos: {
    id: 'listings.form.error.tooManyPhotos',
    defaultMessage: 'A listing holds at most {photosMax} photos',
  },
  chooseCategory: { id: 'listings.form.error.chooseCategory', defaultMessage: 'Choose a category' },
  chooseType: { id: 'listings.form.error.chooseType', defaultMessage: 'Choose a type from the list' },
  chooseCondition: { id: 'listings.form.error.chooseCondition', defaultMessage: 'Choose the condition' },
  chooseMount: { id: 'listings.form.error.chooseMount', defaultMessage: 'Choose a mount from the list' },
  shutterNumber: {
    id: 'listings.form.error.shutterNumber',
    defaultMessage: 'Shutter count must be a number',
  },
  shutterWhole: {
    id: 'listings.form.error.shutterWhole',
    defaultMessage: 'Shutter count must be a whole number',
  },
  shutterMin: { id: 'listings.form.error.shutterMin', defaultMessage: 'Shutter count must be at least 0' },
  shutterMax: {
    id: 'listings.form.error.shutterMax',
    defaultMessage: 'Shutter count must be at most {shutterMax}',
  },
});

/** The id a schema gives as its message. */
export const errorId = (descriptor: MessageDescriptor): string => String(descriptor.id);

const BY_ID = new Map<string, MessageDescriptor>(
  Object.values(FORM_ERRORS).map((descriptor) => [String(descriptor.id), descriptor]),
);
const VALUES = { photosMax: PHOTOS_MAX, shutterMax: String(SHUTTER_COUNT_MAX) };

/**
 * A field's error in the page's language: the form's own checks by their id; anything else (the
 * contract's checks, the server's answer) as it came.
 */
export function useFormError(): (message: string | undefined) => string | undefined {
  const intl = useIntl();
  return useCallback(
    (message) => {
      const descriptor = message === undefined ? undefined : BY_ID.get(message);
      return descriptor ? intl.formatMessage(descriptor, VALUES) : message;
    },
    [intl],
  );
}
