import { FormattedMessage, useIntl } from 'react-intl';
import { usePageTitle } from '../../../lib/use-page-title';
import { BLOG_POSTS } from '../blog-posts';
import { BlogCard } from '../components/blog-card';

/** `/blogs`: static questions and answers. */
export default function BlogsRoute() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'blogs.page.title', defaultMessage: 'Blogs' }));
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <header className="mb-10 max-w-2xl">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand">
          <FormattedMessage id="blogs.page.eyebrow" defaultMessage="Blogs" />
        </p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">
          <FormattedMessage id="blogs.page.heading" defaultMessage="Questions and answers" />
        </h1>
        <p className="mt-3 text-base-content/75">
          <FormattedMessage
            id="blogs.page.intro"
            defaultMessage="Short answers to questions web developers ask us."
          />
        </p>
      </header>
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        {BLOG_POSTS.map((post) => (
          <BlogCard key={post.id} post={post} />
        ))}
      </div>
    </div>
  );
}
