import { Form } from 'react-router';
import { SearchIcon } from '../../../components/icons';

/**
 * The search of a phone's home page, in sight without opening the menu (issue 42, item 14): a
 * GET form to /products like the navbar's, which shows its own from medium screens up.
 */
export function HeroSearch({ className = '' }: { className?: string }) {
  return (
    <search className={className}>
      <Form method="get" action="/products">
        <label className="input w-full">
          <SearchIcon className="size-4 opacity-70" />
          <input
            type="search"
            name="q"
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
