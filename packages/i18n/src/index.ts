export {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  LOCALE_NAMES,
  LOCALES,
  type Locale,
  type Messages,
  PSEUDO_LOCALE,
} from './locales.js';
export { pseudoLocalize } from './pseudo.js';
