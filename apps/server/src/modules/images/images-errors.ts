import { defineMessages } from '@formatjs/intl';

/** The images module's messages for people in its errors (decision 070): English here, translated in packages/i18n. */
export const imagesErrors = defineMessages({
  imageEmpty: {
    id: 'errors.images.imageEmpty',
    defaultMessage: 'image is empty',
  },
  imageMustAtMost: {
    id: 'errors.images.imageMustAtMost',
    defaultMessage: 'image must be at most 10 MB',
  },
  imageMustJpegPng: {
    id: 'errors.images.imageMustJpegPng',
    defaultMessage: 'image must be a JPEG, PNG, WebP, AVIF or GIF',
  },
  imageMustAtMost2: {
    id: 'errors.images.imageMustAtMost2',
    defaultMessage: 'image must be at most 40 megapixels',
  },
  imageDamagedTruncated: {
    id: 'errors.images.imageDamagedTruncated',
    defaultMessage: 'image is damaged or truncated',
  },
  serverBusyOtherPhotos: {
    id: 'errors.images.serverBusyOtherPhotos',
    defaultMessage: 'The server is busy with other photos; try again in a few seconds.',
  },
  suchImage: {
    id: 'errors.images.suchImage',
    defaultMessage: 'No such image',
  },
  sendImageAsMultipart: {
    id: 'errors.images.sendImageAsMultipart',
    defaultMessage: 'Send the image as multipart/form-data',
  },
  multipartBodyMalformed: {
    id: 'errors.images.multipartBodyMalformed',
    defaultMessage: 'The multipart body is malformed',
  },
  attachPhotoFieldImage: {
    id: 'errors.images.attachPhotoFieldImage',
    defaultMessage: 'Attach the photo in the field "image"',
  },
  photoStorageAnsweringPlease: {
    id: 'errors.images.photoStorageAnsweringPlease',
    defaultMessage: 'Photo storage is not answering. Please try again in a moment.',
  },
  uploadAtMostPhotos: {
    id: 'errors.images.uploadAtMostPhotos',
    defaultMessage: 'You can upload at most {perHour} photos per hour.',
  },
  uploadAtMostPhotos2: {
    id: 'errors.images.uploadAtMostPhotos2',
    defaultMessage: 'You can upload at most {perDay} photos per day.',
  },
  uploadAtMostMb: {
    id: 'errors.images.uploadAtMostMb',
    defaultMessage: 'You can upload at most {mb} MB of photos per day.',
  },
});
