import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { PageProgress } from '../../../components/page-progress';
import { SITE_PAGE_TITLES } from '../../../lib/i18n/site-page-titles';
import { useFormat } from '../../../lib/i18n/use-format';
import { usePageTitle } from '../../../lib/use-page-title';
import { sitePageQuery } from '../api/site-pages';
import { MarkdownText } from '../components/markdown-text';
import { sitePageSlugOf } from '../site-page-slug';

/** `/terms`, `/privacy`, `/contact` (issue 19): the shop's own pages, in its admins' words. */
export default function SitePageRoute() {
  const slug = sitePageSlugOf(useLocation().pathname);
  const { data, error, refetch } = useQuery(sitePageQuery(slug));
  const intl = useIntl();
  const { date } = useFormat();
  usePageTitle(data ? intl.formatMessage(SITE_PAGE_TITLES[slug]) : undefined);

  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-12">
      {data ? (
        <MarkdownText markdown={data.markdown} />
      ) : error ? (
        <ErrorAlert
          message={intl.formatMessage(
            { id: 'pages.page.failed', defaultMessage: 'Could not load this page: {error}' },
            { error: error.message },
          )}
          onRetry={() => void refetch()}
        />
      ) : (
        <PageProgress />
      )}
      {data?.updatedAt && (
        <p className="mt-10 text-sm text-base-content/75">
          <FormattedMessage
            id="pages.page.lastUpdated"
            defaultMessage="Last updated <time>{date}</time>"
            values={{
              date: date(data.updatedAt),
              time: (chunks) => <time dateTime={data.updatedAt ?? undefined}>{chunks}</time>,
            }}
          />
        </p>
      )}
    </article>
  );
}
