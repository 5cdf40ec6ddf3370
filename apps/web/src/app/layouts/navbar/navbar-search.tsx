import { useIntl } from 'react-intl';
import { Form, useLocation, useSearchParams } from 'react-router';
import { SearchIcon } from '../../../components/icons';
import { SearchCombobox } from '../../../components/search-combobox/search-combobox';

/**
 * Search the cameras from any page (issue 19): a GET form to /products, so it works before the
 * scripts load (the server draws the results) and navigates in place once they have. On the
 * catalogue it shows the current words. Suggests brands, models and recent searches as one
 * types (issue 43, item 4).
 */
export function NavbarSearch({
  className = '',
  popupAlign,
  onSearch,
}: {
  className?: string;
  popupAlign?: 'start' | 'end';
  onSearch?: () => void;
}) {
  const { pathname } = useLocation();
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'app.navbar.searchCameras', defaultMessage: 'Search cameras' });
  const [params] = useSearchParams();
  const current = pathname === '/products' ? (params.get('q') ?? '') : '';
  return (
    <search className={className}>
      <Form method="get" action="/products" onSubmit={onSearch}>
        {/* A new key per search: the field follows the URL after Back. */}
        <SearchCombobox
          key={current}
          defaultValue={current}
          placeholder={label}
          accessibleName={label}
          inputClassName="grow"
          popupAlign={popupAlign}
          onNavigate={onSearch}
          fieldClassName="input input-sm w-full"
          fieldStart={<SearchIcon className="size-4 opacity-70" />}
        />
      </Form>
    </search>
  );
}
