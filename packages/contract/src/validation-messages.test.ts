import { describe, expect, it } from 'vitest';
import { PasswordSchema } from './auth.js';
import { findValidationMessage, validationText, vm } from './validation-messages.js';

describe('validation messages', () => {
  it('are the English of their descriptors, placeholders filled', () => {
    expect(validationText(vm.commonMustAtMostCharacters, { label: 'Name', max: 64 })).toBe(
      'Name must be at most 64 characters',
    );
    const issue = PasswordSchema.safeParse('short').error?.issues[0];
    expect(issue?.message).toMatch(/^Password must be at least \d+ characters$/);
  });

  it('are found again from their English, with the values they were filled with', () => {
    expect(findValidationMessage('Name must be at most 64 characters')).toEqual({
      descriptor: vm.authNameMustAtMost,
      values: { max: '64' },
    });
    expect(findValidationMessage('Description must be at most 5000 characters')).toEqual({
      descriptor: vm.commonMustAtMostCharacters,
      values: { label: 'Description', max: '5000' },
    });
    expect(findValidationMessage('amount must be a number')?.descriptor).toBe(vm.offerAmountMustNumber);
    expect(findValidationMessage('Invalid input: expected string, received undefined')).toBeUndefined();
  });
});
