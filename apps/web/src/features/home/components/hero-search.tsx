import { useIntl } from 'react-intl';
import { Form } from 'react-router';
import { SearchIcon } from '../../../components/icons';
import { SearchCombobox } from '../../../components/search-combobox/search-combobox';

/**
 * The search of a phone's home page, in sight without opening the menu (issue 42, item 14): a
 * GET form to /products like the navbar's, which shows its own from medium screens up, with
 * the same suggestions (issue 43, item 4).
 */
export function HeroSearch({ className = '' }: { className?: string }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'home.hero.searchCameras', defaultMessage: 'Search cameras' });
  return (
    <search className={className}>
      <Form method="get" action="/products">
        <SearchCombobox
          placeholder={label}
          accessibleName={label}
          inputClassName="grow"
          fieldClassName="input w-full"
          fieldStart={<SearchIcon className="size-4 opacity-70" />}
        />
      </Form>
    </search>
  );
}
