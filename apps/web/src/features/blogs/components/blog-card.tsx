import type { BlogPost } from '../blog-posts';

/** A question, its answer, and the spec's Done button (which does nothing). */
export function BlogCard({ post }: { post: BlogPost }) {
  const headingId = `blog-${post.id}`;
  return (
    <article aria-labelledby={headingId} className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-4">
        <h2 id={headingId} className="card-title text-xl">
          {post.question}
        </h2>
        {post.answer.map((paragraph) => (
          <p key={paragraph.slice(0, 40)} className="grow-0 leading-relaxed text-base-content/80">
            {paragraph}
          </p>
        ))}
        <div className="card-actions mt-auto justify-end">
          <button type="button" className="btn btn-primary btn-sm">
            Done
          </button>
        </div>
      </div>
    </article>
  );
}
