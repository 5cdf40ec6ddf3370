// Every de message the web app says: its own areas and the words it shares with the server.
import type { Messages } from '@refocus/i18n';

const areas = import.meta.glob<Messages>(
  [
    '../../../../../packages/i18n/translations/de/web/*.json',
    '../../../../../packages/i18n/translations/de/shared/*.json',
  ],
  { eager: true, import: 'default' },
);

export default Object.assign({}, ...Object.values(areas)) as Messages;
