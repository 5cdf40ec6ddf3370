import { CreateProductRequestSchema, PasswordSchema } from '@refocus/contract';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { errorsOfIssues } from './field-errors';
import german from './i18n/messages-de';

describe('field errors', () => {
  const issuesOf = (password: string) => PasswordSchema.safeParse(password).error?.issues ?? [];

  it("says a shared schema's message in the page's language", () => {
    const intl = createIntl({ locale: 'de', messages: german });
    const errors = errorsOfIssues(
      issuesOf('short').map((issue) => ({ ...issue, path: ['password'] })),
      ['password'],
      intl,
    );
    expect(errors.password).toMatch(/^Das Passwort muss mindestens \d+ Zeichen lang sein$/);
  });

  it('keeps the English without intl', () => {
    const errors = errorsOfIssues(
      issuesOf('short').map((issue) => ({ ...issue, path: ['password'] })),
      ['password'],
    );
    expect(errors.password).toMatch(/^Password must be at least \d+ characters$/);
  });

  it('names the field in the page’s language too, however many words its name has', () => {
    const intl = createIntl({ locale: 'de', messages: german });
    const issues = CreateProductRequestSchema.safeParse({}).error?.issues ?? [];
    const price = issues.find((issue) => issue.path[0] === 'resalePrice');
    expect(price?.message).toBe('Resale price is required');
    const errors = errorsOfIssues(price ? [price] : [], ['resalePrice'], intl);
    expect(errors.resalePrice).toBe('Verkaufspreis ist erforderlich');
  });
});
