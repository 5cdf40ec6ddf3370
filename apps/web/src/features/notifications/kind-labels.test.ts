import { NOTIFICATION_KIND_LABELS } from '@refocus/contract';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KIND_MESSAGES } from './kind-labels';

describe('the notification kinds’ messages', () => {
  it('say in English what the contract says, kind by kind', () => {
    const english = Object.fromEntries(
      Object.entries(NOTIFICATION_KIND_MESSAGES).map(([kind, message]) => [kind, message.defaultMessage]),
    );
    expect(english).toEqual(NOTIFICATION_KIND_LABELS);
  });
});
