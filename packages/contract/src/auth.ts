import { z } from 'zod';
import { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from './auth-constants.js';
import { plainText } from './text.js';
import { validationText, vm } from './validation-messages.js';

export const EmailSchema = z
  .string({ error: vm.authEmailRequired.defaultMessage })
  .trim()
  .max(254, { error: vm.authEmailMustAtMost.defaultMessage })
  .pipe(z.email({ error: vm.authEnterValidEmailAddress.defaultMessage }));

export const PasswordSchema = z
  .string({ error: vm.commonPasswordRequired.defaultMessage })
  .min(PASSWORD_MIN, { error: validationText(vm.authPasswordMustAtLeast, { min: PASSWORD_MIN }) })
  .max(PASSWORD_MAX, { error: validationText(vm.authPasswordMustAtMost, { max: PASSWORD_MAX }) });

export const PersonNameSchema = plainText('Name', { required: vm.authNameRequired.defaultMessage })
  .trim()
  .min(1, { error: vm.authNameRequired.defaultMessage })
  .max(NAME_MAX, { error: validationText(vm.authNameMustAtMost, { max: NAME_MAX }) });

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
    .string({ error: vm.commonPasswordRequired.defaultMessage })
    .min(1, { error: vm.commonPasswordRequired.defaultMessage })
    .max(PASSWORD_MAX),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/** The code of an e-mailed link (`?code=` of /verify-email and /reset-password). */
export const ActionCodeSchema = z
  .string({ error: vm.authLinkCodeMissing.defaultMessage })
  .trim()
  .min(1, { error: vm.authLinkCodeMissing.defaultMessage })
  .max(200, { error: vm.authLinkCodeTooLong.defaultMessage });

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
        .pipe(z.url({ protocol: /^https?$/, error: vm.authPhotoUrlMustHttp.defaultMessage })),
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
