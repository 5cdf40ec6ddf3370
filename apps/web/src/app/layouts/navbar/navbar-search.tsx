import { Form, useLocation, useSearchParams } from 'react-router';
import { SearchIcon } from '../../../components/icons';

/**
 * Search the cameras from any page (issue 19): a GET form to /products, so it works before the
 * scripts load (the server draws the results) and navigates in place once they have. On the
 * catalogue it shows the current words.
 */
export function NavbarSearch({ className = '', onSearch }: { className?: string; onSearch?: () => void }) {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const current = pathname === '/products' ? (params.get('q') ?? '') : '';
  return (
    <search className={className}>
      <Form method="get" action="/products" onSubmit={onSearch}>
        <label className="input input-sm w-full">
          <SearchIcon className="size-4 opacity-70" />
          {/* A new key per search: the field follows the URL after Back. */}
          <input
            key={current}
            type="search"
            name="q"
            defaultValue={current}
            maxLength={200}
            placeholder="Search cameras"
            aria-label="Search cameras"
            className="grow"
          />
        </label>
      </Form>
    </search>
  );
}
