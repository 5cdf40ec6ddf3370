import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error';
import { errorText, translateClientErrors } from './error-text';
import german from './messages-de';

/** The client's own failures (decision 070): English in `message`, the page's language by code. */
describe('client error texts', () => {
  const de = createIntl({ locale: 'de', messages: german });
  const en = createIntl({ locale: 'en', messages: {} });
  const unreachable = ApiError.client(
    0,
    'network-error',
    'network',
    'The server could not be reached. Check your connection.',
  );

  it('keeps the English as the message and says it by code', () => {
    expect(unreachable.message).toBe('The server could not be reached. Check your connection.');
    expect(errorText(unreachable, en)).toBe(unreachable.message);
    expect(errorText(unreachable, de)).toBe(
      'Der Server ist nicht erreichbar. Prüf deine Internetverbindung.',
    );
    const failed = ApiError.client(502, 'internal', 'request-failed', 'Request failed (502)');
    expect(errorText(failed, de)).toBe('Anfrage fehlgeschlagen (502)');
    // The server's own words are already in the page's language.
    expect(errorText(new ApiError(404, 'not-found', 'Diese Anzeige gibt es nicht.'), de)).toBe(
      'Diese Anzeige gibt es nicht.',
    );
  });

  it('translates the failures inside a text that holds one, and leaves English alone', () => {
    const text = 'Could not load: The upload failed (413).';
    expect(translateClientErrors(text, de)).toBe('Could not load: Der Upload ist fehlgeschlagen (413).');
    expect(translateClientErrors(text, en)).toBe(text);
  });
});
