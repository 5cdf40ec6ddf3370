import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';

/** Our typography for each element: the app has no prose stylesheet. */
const COMPONENTS: Components = {
  h1: ({ children }) => <h1 className="mb-6 text-3xl font-bold tracking-tight sm:text-4xl">{children}</h1>,
  h2: ({ children }) => <h2 className="mt-8 mb-3 text-xl font-semibold">{children}</h2>,
  h3: ({ children }) => <h3 className="mt-6 mb-2 text-lg font-semibold">{children}</h3>,
  p: ({ children }) => <p className="my-3 leading-relaxed">{children}</p>,
  ul: ({ children }) => <ul className="my-3 list-disc space-y-1 ps-6">{children}</ul>,
  ol: ({ children }) => <ol className="my-3 list-decimal space-y-1 ps-6">{children}</ol>,
  blockquote: ({ children }) => (
    <blockquote className="my-4 border-s-4 border-base-300 ps-4 text-base-content/80">{children}</blockquote>
  ),
  a: ({ href = '', children }) =>
    href.startsWith('/') ? (
      <Link to={href} className="link text-brand">
        {children}
      </Link>
    ) : (
      <a href={href} className="link text-brand" rel="noopener noreferrer nofollow">
        {children}
      </a>
    ),
  // Pictures would load from anywhere the text names: the CSP allows our own images only.
  img: ({ alt }) => <span>{alt}</span>,
};

/**
 * Markdown an admin wrote, as React elements. react-markdown never renders raw HTML and
 * drops `javascript:` and other unsafe link targets, so the text cannot carry a script,
 * and nothing here needs `dangerouslySetInnerHTML`.
 */
export function MarkdownText({ markdown }: { markdown: string }) {
  return <Markdown components={COMPONENTS}>{markdown}</Markdown>;
}
