import { defineMessages } from '@refocus/i18n';
import { createElement, type ReactElement } from 'react';
import { type IntlShape, type MessageDescriptor, useIntl } from 'react-intl';
import { ApiError, type ClientFailure } from '../api-error';

/** What formats a message: the page's intl (`useIntl()`). */
export type MessageFormatter = Pick<IntlShape, 'formatMessage'>;

/**
 * The client's own failures in the page's language (decision 070). The server's answers are in
 * it already (the `lang` cookie); these come from the page itself, where no intl is at hand
 * (api-client, upload-photo): the error carries the English and a code, said here by the code.
 */
const m = defineMessages({
  network: {
    id: 'errors.client.network',
    defaultMessage: 'The server could not be reached. Check your connection.',
  },
  badAnswer: { id: 'errors.client.badAnswer', defaultMessage: 'The server sent an answer that is not JSON.' },
  badShape: {
    id: 'errors.client.badShape',
    defaultMessage: 'The server sent an answer of an unexpected shape.',
  },
  unexpectedAnswer: {
    id: 'errors.client.unexpectedAnswer',
    defaultMessage: 'The server sent an unexpected answer.',
  },
  requestFailed: { id: 'errors.client.requestFailed', defaultMessage: 'Request failed ({status})' },
  uploadFailed: { id: 'errors.client.uploadFailed', defaultMessage: 'The upload failed ({status}).' },
  unreachable: { id: 'errors.client.unreachable', defaultMessage: 'The server could not be reached.' },
});

const BY_FAILURE: Record<ClientFailure, MessageDescriptor> = {
  network: m.network,
  'bad-answer': m.badAnswer,
  'bad-shape': m.badShape,
  'unexpected-answer': m.unexpectedAnswer,
  'request-failed': m.requestFailed,
  'upload-failed': m.uploadFailed,
};

/** What a failure says to people: a client failure by its code, a server's answer as it came. */
export function errorText(error: unknown, intl: MessageFormatter): string {
  if (error instanceof ApiError && error.clientFailure) {
    return intl.formatMessage(BY_FAILURE[error.clientFailure], { status: error.status });
  }
  return error instanceof Error ? error.message : intl.formatMessage(m.unreachable);
}

/** Each client failure's English as the error's `message` says it, most specific first. */
const ENGLISH: [RegExp, MessageDescriptor][] = [
  [/The server could not be reached\. Check your connection\./g, m.network],
  [/The server could not be reached\./g, m.unreachable],
  [/The server sent an answer that is not JSON\./g, m.badAnswer],
  [/The server sent an answer of an unexpected shape\./g, m.badShape],
  [/The server sent an unexpected answer\./g, m.unexpectedAnswer],
  [/Request failed \((\d+)\)/g, m.requestFailed],
  [/The upload failed \((\d+)\)\./g, m.uploadFailed],
];

/**
 * A text made of an error's `message` ("Could not load the list: The server could not be
 * reached. …") with the client's own failures in the page's language: for the places that get
 * only the text (an alert, a toast). In English it is the text itself.
 */
export function translateClientErrors(text: string, intl: MessageFormatter & { locale?: string }): string {
  if (!hasClientErrors(text)) return text;
  if (intl.locale === undefined || intl.locale === 'en') return text;
  let said = text;
  for (const [pattern, descriptor] of ENGLISH) {
    said = said.replace(pattern, (_whole, status?: string) =>
      intl.formatMessage(descriptor, { status: status ?? '' }),
    );
  }
  return said;
}

/** Whether a text holds one of the client's own failures in English. */
function hasClientErrors(text: string): boolean {
  return ENGLISH.some(([pattern]) => {
    pattern.lastIndex = 0;
    const found = pattern.test(text);
    pattern.lastIndex = 0;
    return found;
  });
}

/** A text shown where no intl is at hand (a toast), said in the page's language once rendered. */
function ClientErrorsText({ text }: { text: string }) {
  return translateClientErrors(text, useIntl());
}

/** For lib/toast: the text itself, or what renders it in the page's language when it needs to. */
export function inPageLanguage(text: string): ReactElement | string {
  return hasClientErrors(text) ? createElement(ClientErrorsText, { text }) : text;
}
