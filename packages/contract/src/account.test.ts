import { describe, expect, it } from 'vitest';
import { accepted, refusedPaths } from '../test/parse-checks.js';
import {
  AccessTokenAnswerSchema,
  BecomeSellerRequestSchema,
  CodeRequestSchema,
  EmailChangeRequestSchema,
  GoogleLinkRequestSchema,
  MfaSignInRequestSchema,
  MfaStatusSchema,
  PasswordChangeRequestSchema,
  ReauthenticateRequestSchema,
  RecoveryCodesSchema,
  SignInSessionSchema,
  TotpEnrolmentSchema,
  VerificationCodeSchema,
} from './account.js';

describe('VerificationCodeSchema', () => {
  it('accepts a 6-digit code and a recovery code, trimmed', () => {
    expect(accepted(VerificationCodeSchema, ' 123456 ')).toBe('123456');
    expect(accepted(VerificationCodeSchema, 'ABCDE-FGHIJ-KLMNO')).toBe('ABCDE-FGHIJ-KLMNO');
  });

  it('refuses fewer than 6 or more than 32 characters', () => {
    expect(VerificationCodeSchema.safeParse('12345').error?.issues[0]?.message).toBe(
      'Enter the 6-digit code from your app, or a recovery code',
    );
    expect(VerificationCodeSchema.safeParse('1'.repeat(33)).success).toBe(false);
    expect(VerificationCodeSchema.safeParse(undefined).error?.issues[0]?.message).toBe('Code is required');
  });
});

describe('MfaSignInRequestSchema and CodeRequestSchema', () => {
  it('accept a challenge with a code', () => {
    expect(accepted(MfaSignInRequestSchema, { challenge: 'chal', code: '123456' })).toEqual({
      challenge: 'chal',
      code: '123456',
    });
    expect(accepted(CodeRequestSchema, { code: '654321' })).toEqual({ code: '654321' });
  });

  it('refuse an empty or too long challenge and a missing code', () => {
    expect(refusedPaths(MfaSignInRequestSchema, { challenge: '', code: '123456' })).toEqual([['challenge']]);
    expect(refusedPaths(MfaSignInRequestSchema, { challenge: 'c'.repeat(2049), code: '123456' })).toEqual([
      ['challenge'],
    ]);
    expect(refusedPaths(CodeRequestSchema, {})).toEqual([['code']]);
  });
});

describe('GoogleLinkRequestSchema', () => {
  it('accepts a challenge and the current password', () => {
    expect(GoogleLinkRequestSchema.safeParse({ challenge: 'chal', password: 'x' }).success).toBe(true);
  });

  it('refuses an empty or too long password', () => {
    expect(refusedPaths(GoogleLinkRequestSchema, { challenge: 'chal', password: '' })).toEqual([
      ['password'],
    ]);
    expect(refusedPaths(GoogleLinkRequestSchema, { challenge: 'chal', password: 'p'.repeat(129) })).toEqual([
      ['password'],
    ]);
  });
});

describe('ReauthenticateRequestSchema', () => {
  it('accepts a password with or without a code', () => {
    expect(accepted(ReauthenticateRequestSchema, { password: 'secret' })).toEqual({ password: 'secret' });
    expect(accepted(ReauthenticateRequestSchema, { password: 'secret', code: '123456' }).code).toBe('123456');
  });

  it('refuses a short code or a missing password', () => {
    expect(refusedPaths(ReauthenticateRequestSchema, { password: 'secret', code: '12' })).toEqual([['code']]);
    expect(refusedPaths(ReauthenticateRequestSchema, { code: '123456' })).toEqual([['password']]);
  });
});

describe('PasswordChangeRequestSchema', () => {
  it('accepts any current password and a new one that meets the rules', () => {
    expect(
      PasswordChangeRequestSchema.safeParse({ currentPassword: 'old', newPassword: 'new secret' }).success,
    ).toBe(true);
  });

  it('refuses a new password under 8 characters', () => {
    expect(
      refusedPaths(PasswordChangeRequestSchema, { currentPassword: 'old', newPassword: 'short' }),
    ).toEqual([['newPassword']]);
  });
});

describe('EmailChangeRequestSchema', () => {
  it('trims the new address and refuses a malformed one', () => {
    expect(accepted(EmailChangeRequestSchema, { email: ' new@example.com ' })).toEqual({
      email: 'new@example.com',
    });
    expect(refusedPaths(EmailChangeRequestSchema, { email: 'new@' })).toEqual([['email']]);
  });
});

describe('BecomeSellerRequestSchema', () => {
  it('accepts only acceptTerms: true', () => {
    expect(accepted(BecomeSellerRequestSchema, { acceptTerms: true })).toEqual({ acceptTerms: true });
    const result = BecomeSellerRequestSchema.safeParse({ acceptTerms: false });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['acceptTerms']);
    expect(result.error?.issues[0]?.message).toBe('Accept the seller terms to become a seller');
    expect(refusedPaths(BecomeSellerRequestSchema, { acceptTerms: 'true' })).toEqual([['acceptTerms']]);
  });
});

describe('answers', () => {
  it('AccessTokenAnswerSchema wants a whole number of seconds', () => {
    expect(AccessTokenAnswerSchema.safeParse({ accessToken: 'jwt', expiresIn: 300 }).success).toBe(true);
    expect(refusedPaths(AccessTokenAnswerSchema, { accessToken: 'jwt', expiresIn: '300' })).toEqual([
      ['expiresIn'],
    ]);
  });

  it('SignInSessionSchema accepts a session without a known sign-in time', () => {
    const session = {
      id: 's1',
      device: 'Firefox on Windows',
      signedInAt: null,
      lastUsedAt: '2026-01-02T10:00:00.000Z',
      current: true,
    };
    expect(accepted(SignInSessionSchema, session)).toEqual(session);
    expect(refusedPaths(SignInSessionSchema, { ...session, current: undefined })).toEqual([['current']]);
  });

  it('MfaStatusSchema, TotpEnrolmentSchema and RecoveryCodesSchema', () => {
    expect(MfaStatusSchema.safeParse({ enabled: true, recoveryCodesLeft: 8 }).success).toBe(true);
    expect(refusedPaths(MfaStatusSchema, { enabled: true, recoveryCodesLeft: 0.5 })).toEqual([
      ['recoveryCodesLeft'],
    ]);
    const enrolment = {
      secret: 'JBSWY3DPEHPK3PXP',
      otpauthUrl: 'otpauth://totp/Refocus:bea?secret=JBSWY3DPEHPK3PXP',
      qrCode: 'data:image/svg+xml;base64,PHN2Zz4=',
    };
    expect(accepted(TotpEnrolmentSchema, enrolment)).toEqual(enrolment);
    expect(refusedPaths(TotpEnrolmentSchema, { ...enrolment, qrCode: undefined })).toEqual([['qrCode']]);
    expect(
      accepted(RecoveryCodesSchema, { recoveryCodes: ['AAAAA-BBBBB-CCCCC'] }).recoveryCodes,
    ).toHaveLength(1);
    expect(refusedPaths(RecoveryCodesSchema, { recoveryCodes: [1] })).toEqual([['recoveryCodes', 0]]);
  });
});
