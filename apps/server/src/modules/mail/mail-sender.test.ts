import { describe, expect, it } from 'vitest';
import { mailSender } from './mail-sender.js';

describe('mailSender', () => {
  it('reads the name and address of MAIL_FROM, quoted or not', () => {
    expect(mailSender('Camera Club <club@example.org>', 'Refocus')).toEqual({
      name: 'Camera Club',
      email: 'club@example.org',
    });
    expect(mailSender('"Club, Porto" <club@example.org>', 'Refocus')).toEqual({
      name: 'Club, Porto',
      email: 'club@example.org',
    });
  });

  it("takes the shop's name for a bare address", () => {
    expect(mailSender('club@example.org', 'Porto Cameras')).toEqual({
      name: 'Porto Cameras',
      email: 'club@example.org',
    });
  });
});
