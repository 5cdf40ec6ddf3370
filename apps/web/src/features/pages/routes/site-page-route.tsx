import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { PageProgress } from '../../../components/page-progress';
import { formatDate } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { sitePageQuery } from '../api/site-pages';
import { MarkdownText } from '../components/markdown-text';
import { sitePageSlugOf } from '../site-page-slug';

/** `/terms`, `/privacy`, `/contact` (issue 19): the shop's own pages, in its admins' words. */
export default function SitePageRoute() {
  const slug = sitePageSlugOf(useLocation().pathname);
  const { data, error, refetch } = useQuery(sitePageQuery(slug));
  usePageTitle(data?.title);

  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-12">
      {data ? (
        <MarkdownText markdown={data.markdown} />
      ) : error ? (
        <ErrorAlert message={`Could not load this page: ${error.message}`} onRetry={() => void refetch()} />
      ) : (
        <PageProgress />
      )}
      {data?.updatedAt && (
        <p className="mt-10 text-sm text-base-content/75">
          Last updated <time dateTime={data.updatedAt}>{formatDate(data.updatedAt)}</time>
        </p>
      )}
    </article>
  );
}
