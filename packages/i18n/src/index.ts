export {
  DEFAULT_LOCALE,
  defineMessages,
  isLocale,
  LOCALE_COOKIE,
  LOCALE_NAMES,
  LOCALES,
  type Locale,
  type Messages,
  messageFormats,
  PSEUDO_LOCALE,
} from './locales.js';
