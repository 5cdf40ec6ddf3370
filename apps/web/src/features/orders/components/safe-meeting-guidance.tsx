import { useQuery } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import Markdown, { type Components } from 'react-markdown';
import { safeMeetingsQuery } from '../api/safe-meetings';

/** The page's own title (`# Meeting safely`): the disclosure already says it. */
const withoutTitle = (markdown: string) => markdown.replace(/^\s*#\s[^\n]*\n?/, '');

/**
 * Small type for a few lines beside a form. react-markdown renders no raw HTML and drops unsafe
 * link targets; pictures show their text, as on the site pages (our CSP allows our own only).
 */
const COMPONENTS: Components = {
  h1: ({ children }) => <p className="my-2 font-semibold">{children}</p>,
  h2: ({ children }) => <p className="my-2 font-semibold">{children}</p>,
  h3: ({ children }) => <p className="my-2 font-semibold">{children}</p>,
  p: ({ children }) => <p className="my-2">{children}</p>,
  ul: ({ children }) => <ul className="my-2 list-disc space-y-1 ps-5">{children}</ul>,
  ol: ({ children }) => <ol className="my-2 list-decimal space-y-1 ps-5">{children}</ol>,
  a: ({ href = '', children }) => (
    <a href={href} className="link" rel="noopener noreferrer nofollow">
      {children}
    </a>
  ),
  img: ({ alt }) => <span>{alt}</span>,
};

/**
 * The shop's safe-meeting guidance (issue 45, item 4: public place, check the camera, pay on
 * handover), in the admins' words (site page `safe-meetings`), folded under "Meeting safely"
 * so it stays short beside a form or a meeting.
 */
export function SafeMeetingGuidance({ className = '' }: { className?: string }) {
  const page = useQuery(safeMeetingsQuery());
  return (
    <details className={`rounded-box border border-base-300 bg-base-200/60 px-4 py-2 text-sm ${className}`}>
      <summary className="cursor-pointer py-1 font-semibold">
        <FormattedMessage id="orders.safeMeeting.title" defaultMessage="Meeting safely" />
      </summary>
      {page.data ? (
        <Markdown components={COMPONENTS}>{withoutTitle(page.data.markdown)}</Markdown>
      ) : page.isError ? (
        <p className="my-2">
          <FormattedMessage
            id="orders.safeMeeting.fallback"
            defaultMessage="Meet in a public place, check the camera before you pay, and pay on handover."
          />
        </p>
      ) : (
        <p className="my-2 text-base-content/75">
          <FormattedMessage id="orders.safeMeeting.loading" defaultMessage="Loading the guidance…" />
        </p>
      )}
    </details>
  );
}
