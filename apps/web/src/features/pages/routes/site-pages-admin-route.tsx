import { SITE_PAGES, type SitePageSlug } from '@refocus/contract';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { TableSkeleton } from '../../../components/table-skeleton';
import { SITE_PAGE_TITLES } from '../../../lib/i18n/site-page-titles';
import { usePageTitle } from '../../../lib/use-page-title';
import { sitePageQuery } from '../api/site-pages';
import { SitePageEditor } from '../components/site-page-editor';

/** `/dashboard/site-pages` (admins, issue 19): write Terms, Privacy and Contact in Markdown. */
export default function SitePagesAdminRoute() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'pages.admin.title', defaultMessage: 'Site Pages' }));
  const [params] = useSearchParams();
  const slug: SitePageSlug = SITE_PAGES.find((page) => page.slug === params.get('page'))?.slug ?? 'terms';
  const { data, error, refetch } = useQuery(sitePageQuery(slug));

  return (
    <div className="max-w-6xl">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">
        <FormattedMessage id="pages.admin.heading" defaultMessage="Site Pages" />
      </h1>
      <nav
        aria-label={intl.formatMessage({ id: 'pages.admin.tabs', defaultMessage: 'Pages' })}
        className="tabs tabs-border mb-6"
      >
        {SITE_PAGES.map((page) => (
          <Link
            key={page.slug}
            to={`?page=${page.slug}`}
            replace
            aria-current={page.slug === slug ? 'page' : undefined}
            className={`tab ${page.slug === slug ? 'tab-active' : 'text-base-content/80'}`}
          >
            {intl.formatMessage(SITE_PAGE_TITLES[page.slug])}
          </Link>
        ))}
      </nav>
      <section aria-label={intl.formatMessage(SITE_PAGE_TITLES[slug])}>
        {data ? (
          // A new editor per page and per saved version: the text starts from what is stored.
          <SitePageEditor key={`${slug}-${data.updatedAt ?? 'default'}`} page={data} />
        ) : error ? (
          <ErrorAlert
            message={intl.formatMessage(
              { id: 'pages.admin.failed', defaultMessage: 'Could not load the page: {error}' },
              { error: error.message },
            )}
            onRetry={() => void refetch()}
          />
        ) : (
          <TableSkeleton rows={6} />
        )}
      </section>
    </div>
  );
}
