import { describe, expect, it } from 'vitest';
import { EmailParamSchema, opaqueId, plainText } from './text.js';

describe('plainText', () => {
  const oneLine = plainText('title');
  const multiLine = plainText('body', { multiline: true });

  it('accepts ordinary text, accents and emoji', () => {
    expect(oneLine.safeParse('Leica M6 — très bien 📷').success).toBe(true);
  });

  it('refuses NUL, other C0 controls and DEL on one line, naming the field', () => {
    for (const bad of ['a\u0000b', 'a\u0007b', 'a\u007fb', 'a\nb', 'a\tb']) {
      const result = oneLine.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('title must not contain control characters');
    }
  });

  it('keeps tabs and line breaks in multi-line text but refuses other controls', () => {
    expect(multiLine.safeParse('line one\r\nline two\tend').success).toBe(true);
    const result = multiLine.safeParse('bell\u0007');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'body must not contain control characters other than tabs and line breaks',
    );
    expect(multiLine.safeParse('nul\u0000').success).toBe(false);
  });

  it('uses the required message when the value is missing', () => {
    const result = plainText('name', { required: 'name is required' }).safeParse(undefined);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('name is required');
  });

  it('refuses non-strings', () => {
    expect(oneLine.safeParse(42).success).toBe(false);
  });
});

describe('opaqueId', () => {
  const id = opaqueId('productId');

  it('accepts a short plain id up to 64 characters', () => {
    expect(id.safeParse('665f1c2e9b1d4a0012345678').success).toBe(true);
    expect(id.safeParse('x'.repeat(64)).success).toBe(true);
  });

  it('refuses an empty, too long, or control-character id', () => {
    expect(id.safeParse('').error?.issues[0]?.message).toBe('productId is required');
    expect(id.safeParse('x'.repeat(65)).error?.issues[0]?.message).toBe(
      'productId must be at most 64 characters',
    );
    expect(id.safeParse('ab\u0000').success).toBe(false);
    expect(id.safeParse(undefined).error?.issues[0]?.message).toBe('productId is required');
  });
});

describe('EmailParamSchema', () => {
  it('accepts an address as it arrives in a path, without checking its form', () => {
    expect(EmailParamSchema.safeParse('ann@example.com').success).toBe(true);
    expect(EmailParamSchema.safeParse('not-an-email').success).toBe(true);
  });

  it('refuses an empty, too long or control-character value', () => {
    expect(EmailParamSchema.safeParse('').error?.issues[0]?.message).toBe('email is required');
    expect(EmailParamSchema.safeParse(`${'a'.repeat(243)}@example.com`).success).toBe(false);
    expect(EmailParamSchema.safeParse(`${'a'.repeat(242)}@example.com`).success).toBe(true);
    expect(EmailParamSchema.safeParse('ann@example.com\n').success).toBe(false);
  });
});
