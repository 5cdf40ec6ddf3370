import { describe, expect, it } from 'vitest';
import { accepted, refusedPaths } from '../test/parse-checks.js';
import {
  ActionCodeSchema,
  AuthSessionSchema,
  AuthUserSchema,
  EmailSchema,
  IsAdminSchema,
  IsSellerSchema,
  LoginRequestSchema,
  PasswordResetConfirmSchema,
  PasswordResetRequestSchema,
  PasswordSchema,
  PersonNameSchema,
  ProfileUpdateSchema,
  SignupRequestSchema,
  UserRecordRequestSchema,
  VerifyEmailRequestSchema,
} from './auth.js';

describe('EmailSchema', () => {
  it('trims an address and keeps its case', () => {
    expect(accepted(EmailSchema, '  Ann@Example.com ')).toBe('Ann@Example.com');
  });

  it('refuses a malformed, missing or too long address', () => {
    expect(EmailSchema.safeParse('ann@').error?.issues[0]?.message).toBe('Enter a valid email address');
    expect(EmailSchema.safeParse(undefined).error?.issues[0]?.message).toBe('Email is required');
    expect(EmailSchema.safeParse(`${'a'.repeat(64)}@${'b'.repeat(186)}.com`).error?.issues[0]?.message).toBe(
      'Email must be at most 254 characters',
    );
  });
});

describe('PasswordSchema', () => {
  it('accepts 8 to 128 characters', () => {
    expect(PasswordSchema.safeParse('12345678').success).toBe(true);
    expect(PasswordSchema.safeParse('p'.repeat(128)).success).toBe(true);
  });

  it('refuses shorter or longer passwords', () => {
    expect(PasswordSchema.safeParse('1234567').error?.issues[0]?.message).toBe(
      'Password must be at least 8 characters',
    );
    expect(PasswordSchema.safeParse('p'.repeat(129)).success).toBe(false);
  });

  it('does not trim: spaces count', () => {
    expect(accepted(PasswordSchema, ' 1234567')).toBe(' 1234567');
  });
});

describe('PersonNameSchema', () => {
  it('trims a name', () => {
    expect(accepted(PersonNameSchema, '  Bea Rahman ')).toBe('Bea Rahman');
  });

  it('refuses a blank, too long or control-character name', () => {
    expect(PersonNameSchema.safeParse('   ').error?.issues[0]?.message).toBe('Name is required');
    expect(PersonNameSchema.safeParse('n'.repeat(121)).success).toBe(false);
    expect(PersonNameSchema.safeParse('n'.repeat(120)).success).toBe(true);
    expect(PersonNameSchema.safeParse('Bea\nRahman').success).toBe(false);
  });
});

describe('SignupRequestSchema', () => {
  const body = { name: 'Bea', email: 'bea@example.com', password: 'correct horse' };

  it('accepts a sign-up and makes a buyer unless seller is asked', () => {
    expect(accepted(SignupRequestSchema, body)).toEqual({ ...body, seller: false });
    expect(accepted(SignupRequestSchema, { ...body, seller: true }).seller).toBe(true);
  });

  it('names each bad field', () => {
    expect(refusedPaths(SignupRequestSchema, { ...body, email: 'nope' })).toEqual([['email']]);
    expect(refusedPaths(SignupRequestSchema, { ...body, password: 'short' })).toEqual([['password']]);
    expect(refusedPaths(SignupRequestSchema, { ...body, seller: 'yes' })).toEqual([['seller']]);
    expect(refusedPaths(SignupRequestSchema, { email: body.email, password: body.password })).toEqual([
      ['name'],
    ]);
  });
});

describe('LoginRequestSchema', () => {
  it('accepts a password of any length up to the maximum', () => {
    expect(accepted(LoginRequestSchema, { email: ' bea@example.com', password: 'x' })).toEqual({
      email: 'bea@example.com',
      password: 'x',
    });
  });

  it('refuses an empty or too long password and a bad email', () => {
    expect(refusedPaths(LoginRequestSchema, { email: 'bea@example.com', password: '' })).toEqual([
      ['password'],
    ]);
    expect(refusedPaths(LoginRequestSchema, { email: 'bea@example.com', password: 'p'.repeat(129) })).toEqual(
      [['password']],
    );
    expect(refusedPaths(LoginRequestSchema, { email: 'bea', password: 'secret' })).toEqual([['email']]);
  });
});

describe('ActionCodeSchema and VerifyEmailRequestSchema', () => {
  it('trims the code of an e-mailed link', () => {
    expect(accepted(VerifyEmailRequestSchema, { code: ' abc123 ' })).toEqual({ code: 'abc123' });
  });

  it('refuses a missing, blank or too long code', () => {
    expect(ActionCodeSchema.safeParse(undefined).error?.issues[0]?.message).toBe('The link code is missing');
    expect(ActionCodeSchema.safeParse('  ').error?.issues[0]?.message).toBe('The link code is missing');
    expect(ActionCodeSchema.safeParse('c'.repeat(201)).error?.issues[0]?.message).toBe(
      'The link code is too long',
    );
    expect(refusedPaths(VerifyEmailRequestSchema, {})).toEqual([['code']]);
  });
});

describe('PasswordResetRequestSchema and PasswordResetConfirmSchema', () => {
  it('accepts a reset request and its confirmation', () => {
    expect(accepted(PasswordResetRequestSchema, { email: 'bea@example.com' })).toEqual({
      email: 'bea@example.com',
    });
    expect(accepted(PasswordResetConfirmSchema, { code: 'abc', password: 'new password' })).toEqual({
      code: 'abc',
      password: 'new password',
    });
  });

  it('refuses a bad email, or a new password that breaks the rules', () => {
    expect(refusedPaths(PasswordResetRequestSchema, { email: 'x' })).toEqual([['email']]);
    expect(refusedPaths(PasswordResetConfirmSchema, { code: 'abc', password: 'short' })).toEqual([
      ['password'],
    ]);
    expect(refusedPaths(PasswordResetConfirmSchema, { password: 'long enough' })).toEqual([['code']]);
  });
});

describe('ProfileUpdateSchema', () => {
  it('accepts each field alone, nothing at all, and clearing the photo', () => {
    expect(accepted(ProfileUpdateSchema, {})).toEqual({});
    expect(accepted(ProfileUpdateSchema, { displayName: ' Bea ' })).toEqual({ displayName: 'Bea' });
    expect(accepted(ProfileUpdateSchema, { photoURL: 'https://img.example/bea.webp' }).photoURL).toBe(
      'https://img.example/bea.webp',
    );
    expect(accepted(ProfileUpdateSchema, { photoURL: '' }).photoURL).toBe('');
    expect(accepted(ProfileUpdateSchema, { photoURL: null }).photoURL).toBeNull();
  });

  it('refuses a photo URL that is not http(s) or too long', () => {
    expect(refusedPaths(ProfileUpdateSchema, { photoURL: 'javascript:alert(1)' })).toEqual([['photoURL']]);
    expect(refusedPaths(ProfileUpdateSchema, { photoURL: 'ftp://img.example/a.png' })).toEqual([
      ['photoURL'],
    ]);
    expect(
      refusedPaths(ProfileUpdateSchema, { photoURL: `https://img.example/${'a'.repeat(2048)}` }),
    ).toEqual([['photoURL']]);
  });

  it('refuses a blank display name', () => {
    expect(refusedPaths(ProfileUpdateSchema, { displayName: ' ' })).toEqual([['displayName']]);
  });
});

describe('AuthUserSchema and AuthSessionSchema', () => {
  const user = {
    uid: 'u1',
    displayName: 'Bea',
    email: 'bea@example.com',
    emailVerified: true,
    photoURL: null,
    phoneNumber: null,
    isAnonymous: false,
    providerData: [
      {
        providerId: 'google.com',
        uid: 'g-1',
        displayName: 'Bea',
        email: 'bea@example.com',
        phoneNumber: null,
        photoURL: 'https://lh3.example/bea.jpg',
      },
    ],
    metadata: { creationTime: 'Tue, 01 Jul 2025 10:00:00 GMT', lastSignInTime: null },
    seller: true,
    admin: false,
  };

  it('accepts the signed-in user and a session around it', () => {
    expect(accepted(AuthUserSchema, user)).toEqual(user);
    expect(accepted(AuthSessionSchema, { user, accessToken: 'jwt', expiresIn: 900 }).expiresIn).toBe(900);
  });

  it('refuses an unknown provider, a missing role flag, or a fractional expiry', () => {
    const facebook = { ...user, providerData: [{ ...user.providerData[0], providerId: 'facebook.com' }] };
    expect(refusedPaths(AuthUserSchema, facebook)).toEqual([['providerData', 0, 'providerId']]);
    const { admin: _admin, ...withoutAdmin } = user;
    expect(refusedPaths(AuthUserSchema, withoutAdmin)).toEqual([['admin']]);
    expect(refusedPaths(AuthSessionSchema, { user, accessToken: 'jwt', expiresIn: 1.5 })).toEqual([
      ['expiresIn'],
    ]);
  });
});

describe('UserRecordRequestSchema', () => {
  it('takes seller as a boolean or the strings "true"/"false", default false', () => {
    const base = { name: 'Bea', email: 'bea@example.com' };
    expect(accepted(UserRecordRequestSchema, base).seller).toBe(false);
    expect(accepted(UserRecordRequestSchema, { ...base, seller: 'true' }).seller).toBe(true);
    expect(accepted(UserRecordRequestSchema, { ...base, seller: 'false' }).seller).toBe(false);
    expect(accepted(UserRecordRequestSchema, { ...base, seller: true }).seller).toBe(true);
  });

  it('accepts any admin value (ignored by the server) and refuses other seller strings', () => {
    expect(
      UserRecordRequestSchema.safeParse({ name: 'Bea', email: 'bea@example.com', admin: 'yes' }).success,
    ).toBe(true);
    expect(
      refusedPaths(UserRecordRequestSchema, { name: 'Bea', email: 'bea@example.com', seller: 'yes' }),
    ).toEqual([['seller']]);
  });
});

describe('IsAdminSchema and IsSellerSchema', () => {
  it('accept a boolean answer and refuse anything else', () => {
    expect(accepted(IsAdminSchema, { isAdmin: true })).toEqual({ isAdmin: true });
    expect(accepted(IsSellerSchema, { isSeller: false })).toEqual({ isSeller: false });
    expect(refusedPaths(IsAdminSchema, { isAdmin: 'true' })).toEqual([['isAdmin']]);
    expect(refusedPaths(IsSellerSchema, {})).toEqual([['isSeller']]);
  });
});
