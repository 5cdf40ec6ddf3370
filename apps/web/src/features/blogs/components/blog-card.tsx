import { FormattedMessage, useIntl } from 'react-intl';
import type { BlogPost } from '../blog-posts';

/** A question, its answer, and the spec's Done button (which does nothing). */
export function BlogCard({ post }: { post: BlogPost }) {
  const intl = useIntl();
  const headingId = `blog-${post.id}`;
  return (
    <article aria-labelledby={headingId} className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-4">
        <h2 id={headingId} className="card-title text-xl">
          {intl.formatMessage(post.question)}
        </h2>
        {post.answer.map((paragraph) => (
          <p key={paragraph.id} className="grow-0 leading-relaxed text-base-content/80">
            {intl.formatMessage(paragraph)}
          </p>
        ))}
        <div className="card-actions mt-auto justify-end">
          <button type="button" className="btn btn-primary btn-sm">
            <FormattedMessage id="blogs.card.done" defaultMessage="Done" />
          </button>
        </div>
      </div>
    </article>
  );
}
