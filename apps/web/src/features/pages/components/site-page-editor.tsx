import { SITE_PAGE_MAX_LENGTH, type SitePage } from '@refocus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { BusyButton } from '../../../components/busy-button';
import { FormField } from '../../../components/form-field';
import { SITE_PAGE_TITLES } from '../../../lib/i18n/site-page-titles';
import { toast } from '../../../lib/toast';
import { saveSitePage } from '../api/site-pages';
import { MarkdownText } from './markdown-text';

/** One page's Markdown, with a preview drawn exactly as visitors will see it. */
export function SitePageEditor({ page }: { page: SitePage }) {
  const queryClient = useQueryClient();
  const intl = useIntl();
  const title = intl.formatMessage(SITE_PAGE_TITLES[page.slug]);
  const [markdown, setMarkdown] = useState(page.markdown);
  const [error, setError] = useState<string | undefined>();
  const save = useMutation({
    mutationFn: () => saveSitePage(page.slug, markdown),
    onSuccess: (saved) => {
      queryClient.setQueryData(['site-page', page.slug], saved);
      toast.success(
        intl.formatMessage({ id: 'pages.editor.saved', defaultMessage: '{title} saved' }, { title }),
      );
    },
    onError: (failure) => setError(failure.message),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(
      markdown.trim()
        ? undefined
        : intl.formatMessage({ id: 'pages.editor.empty', defaultMessage: 'The page needs some text' }),
    );
    if (markdown.trim()) save.mutate();
  };

  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        <FormField
          label={intl.formatMessage(
            { id: 'pages.editor.label', defaultMessage: '{title} (Markdown)' },
            { title },
          )}
          error={error}
          hint={intl.formatMessage(
            {
              id: 'pages.editor.hint',
              defaultMessage:
                'Headings with #, lists with -, links as [text](https://…). At most {max} characters.',
            },
            { max: SITE_PAGE_MAX_LENGTH },
          )}
        >
          {(control) => (
            <textarea
              {...control}
              value={markdown}
              onChange={(event) => setMarkdown(event.currentTarget.value)}
              maxLength={SITE_PAGE_MAX_LENGTH}
              rows={18}
              className="textarea w-full font-mono text-sm"
            />
          )}
        </FormField>
        <div className="flex flex-wrap items-center gap-3">
          <BusyButton type="submit" busy={save.isPending} className="btn btn-primary">
            <FormattedMessage id="pages.editor.save" defaultMessage="Save {title}" values={{ title }} />
          </BusyButton>
          <Link to={`/${page.slug}`} className="link text-sm">
            <FormattedMessage id="pages.editor.open" defaultMessage="Open the page" />
          </Link>
        </div>
      </form>
      <section
        aria-label={intl.formatMessage({ id: 'pages.editor.preview', defaultMessage: 'Preview' })}
        className="rounded-box border border-base-300 bg-base-100 p-6"
      >
        <p className="mb-4 text-xs font-semibold tracking-wide text-base-content/75 uppercase">
          <FormattedMessage id="pages.editor.previewHeading" defaultMessage="Preview" />
        </p>
        <MarkdownText markdown={markdown} />
      </section>
    </div>
  );
}
