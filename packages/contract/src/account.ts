import { z } from 'zod';
import { EmailSchema, PasswordSchema } from './auth.js';
import { PASSWORD_MAX } from './auth-constants.js';
import { vm } from './validation-messages.js';

/** A code from an authenticator app (6 digits) or a recovery code (`XXXXX-XXXXX-XXXXX`). */
export const VerificationCodeSchema = z
  .string({ error: vm.accountCodeRequired.defaultMessage })
  .trim()
  .min(6, { error: vm.accountEnter6DigitCode.defaultMessage })
  .max(32, { error: vm.accountEnter6DigitCode.defaultMessage });

const ChallengeSchema = z.string({ error: vm.accountChallengeRequired.defaultMessage }).min(1).max(2048);
const CurrentPasswordSchema = z
  .string({ error: vm.commonPasswordRequired.defaultMessage })
  .min(1, { error: vm.commonPasswordRequired.defaultMessage })
  .max(PASSWORD_MAX);

/** The second step of a sign-in that answered `auth/multi-factor-auth-required`. */
export const MfaSignInRequestSchema = z.object({ challenge: ChallengeSchema, code: VerificationCodeSchema });

/** Finishes a Google sign-in that answered `auth/account-exists-with-different-credential` with a challenge. */
export const GoogleLinkRequestSchema = z.object({
  challenge: ChallengeSchema,
  password: CurrentPasswordSchema,
});

export const ReauthenticateRequestSchema = z.object({
  password: CurrentPasswordSchema,
  code: VerificationCodeSchema.optional(),
});

export const PasswordChangeRequestSchema = z.object({
  currentPassword: CurrentPasswordSchema,
  newPassword: PasswordSchema,
});

/** A fresh access token after re-authentication: sensitive actions are open for 5 minutes. */
export const AccessTokenAnswerSchema = z.object({ accessToken: z.string(), expiresIn: z.number().int() });

export const SignInSessionSchema = z.object({
  id: z.string(),
  /** "Firefox on Windows", from the User-Agent of the sign-in. */
  device: z.string(),
  signedInAt: z.string().nullable(),
  lastUsedAt: z.string(),
  /** The session this request was made from. */
  current: z.boolean(),
});
export type SignInSession = z.infer<typeof SignInSessionSchema>;

export const MfaStatusSchema = z.object({ enabled: z.boolean(), recoveryCodesLeft: z.number().int() });
export type MfaStatus = z.infer<typeof MfaStatusSchema>;

export const TotpEnrolmentSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URI as a QR code: an SVG `data:` URL. */
  qrCode: z.string(),
});
export type TotpEnrolment = z.infer<typeof TotpEnrolmentSchema>;

export const CodeRequestSchema = z.object({ code: VerificationCodeSchema });
export const RecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** "Change my e-mail": the new address, confirmed by the link sent to it. */
export const EmailChangeRequestSchema = z.object({ email: EmailSchema });

/**
 * `POST /api/account/become-seller`: a buyer (every Google sign-up is one) starts selling
 * after accepting the seller terms (issue 19).
 */
export const BecomeSellerRequestSchema = z.object({
  acceptTerms: z.literal(true, { error: vm.accountAcceptSellerTermsBecome.defaultMessage }),
});
export type BecomeSellerRequest = z.infer<typeof BecomeSellerRequestSchema>;
