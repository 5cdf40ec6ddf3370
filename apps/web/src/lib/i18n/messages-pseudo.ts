// The development pseudo-locale: the extracted English, accented and lengthened (decision 070).
import { pseudoLocalize } from '@refocus/i18n/pseudo';
import shared from '../../../../../packages/i18n/translations/en/shared.json';
import web from '../../../../../packages/i18n/translations/en/web.json';

export default pseudoLocalize({ ...web, ...shared });
