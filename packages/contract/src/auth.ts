import { z } from 'zod';
import { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from './auth-constants.js';
import { plainText } from './text.js';

export const EmailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .max(254, { error: 'Email must be at most 254 characters' })
  .pipe(z.email({ error: 'Enter a valid email address' }));

export const PasswordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN, { error: `Password must be at least ${PASSWORD_MIN} characters` })
  .max(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters` });

export const PersonNameSchema = plainText('Name', { required: 'Name is required' })
  .trim()
  .min(1, { error: 'Name is required' })
  .max(NAME_MAX, { error: `Name must be at most ${NAME_MAX} characters` });

export const SignupRequestSchema = z.object({
  name: PersonNameSchema,
  email: EmailSchema,
  password: PasswordSchema,
  seller: z.boolean().default(false),
});
export type SignupRequest = z.input<typeof SignupRequestSchema>;

export const LoginRequestSchema = z.object({
  email: EmailSchema,
  // Any length is checked against the hash: old accounts keep working if the rule changes.
  password: z
    .string({ error: 'Password is required' })
    .min(1, { error: 'Password is required' })
    .max(PASSWORD_MAX),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/** The code of an e-mailed link (`?code=` of /verify-email and /reset-password). */
export const ActionCodeSchema = z
  .string({ error: 'The link code is missing' })
  .trim()
  .min(1, { error: 'The link code is missing' })
  .max(200, { error: 'The link code is too long' });

export const VerifyEmailRequestSchema = z.object({ code: ActionCodeSchema });
export type VerifyEmailRequest = z.infer<typeof VerifyEmailRequestSchema>;

export const PasswordResetRequestSchema = z.object({ email: EmailSchema });
export type PasswordResetRequest = z.infer<typeof PasswordResetRequestSchema>;

export const PasswordResetConfirmSchema = z.object({ code: ActionCodeSchema, password: PasswordSchema });
export type PasswordResetConfirm = z.input<typeof PasswordResetConfirmSchema>;

export const ProfileUpdateSchema = z.object({
  displayName: PersonNameSchema.optional(),
  photoURL: z
    .union([
      plainText('Photo URL')
        .max(2048)
        .pipe(z.url({ protocol: /^https?$/, error: 'Photo URL must be an http(s) address' })),
      z.literal(''),
    ])
    .nullable()
    .optional(),
});
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

/** The signed-in user, shaped like the spec's identity session (§3) plus the roles. */
export const AuthUserSchema = z.object({
  uid: z.string(),
  displayName: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  photoURL: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  isAnonymous: z.boolean(),
  providerData: z.array(
    z.object({
      providerId: z.enum(['password', 'google.com']),
      uid: z.string(),
      displayName: z.string(),
      email: z.string(),
      phoneNumber: z.string().nullable(),
      photoURL: z.string().nullable(),
    }),
  ),
  metadata: z.object({ creationTime: z.string(), lastSignInTime: z.string().nullable() }),
  seller: z.boolean(),
  admin: z.boolean(),
});
export type AuthUser = z.infer<typeof AuthUserSchema>;

export const AuthSessionSchema = z.object({
  user: AuthUserSchema,
  accessToken: z.string(),
  /** Seconds until the access token expires. */
  expiresIn: z.number().int(),
  /** Only after a sign-in with a recovery code: how many unused ones the account has left. */
  recoveryCodesLeft: z.number().int().optional(),
});
export type AuthSession = z.infer<typeof AuthSessionSchema>;

/** `POST /api/user` of the older client: the caller's own record. `admin` is accepted and ignored. */
export const UserRecordRequestSchema = z.object({
  name: PersonNameSchema,
  email: EmailSchema,
  seller: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).default(false),
  admin: z.unknown().optional(),
  /** Becoming a seller here needs the seller terms accepted, as `POST /api/account/become-seller` does. */
  acceptTerms: z.boolean().optional(),
});

export const IsAdminSchema = z.object({ isAdmin: z.boolean() });
export const IsSellerSchema = z.object({ isSeller: z.boolean() });
