import { z } from "zod";
import { lazySchema } from "./lazy-schema.js";

/*
 * Two-step sign-in with an authenticator app (the spec's `tfa` channel, RFC 6238 TOTP) and its
 * recovery codes (the `otp` channel), issue 17, decision 106.
 */

/** How many recovery codes a set holds; each works once. */
export const RECOVERY_CODE_COUNT = 10;

/** An authenticator app's code: 6 digits. */
export const TOTP_CODE_PATTERN = /^\d{6}$/;
/**
 * A recovery code: 8 base32 letters and digits (a–z, 2–7) as `xxxx-xxxx`; typed with or without
 * the dash, in any case. Never 6 digits, so one code field takes either.
 */
export const RECOVERY_CODE_PATTERN = /^[a-z2-7]{4}-?[a-z2-7]{4}$/i;

/** True when a typed code has the shape of a recovery code rather than an app's code. */
export function isRecoveryCode(value: string): boolean {
  return RECOVERY_CODE_PATTERN.test(value.trim());
}

export const TotpCodeSchema = lazySchema(() =>
  z.string().trim().regex(TOTP_CODE_PATTERN, { error: "must be the 6-digit code your authenticator app shows" }),
);

/** The app's 6-digit code or one of the recovery codes. */
export const TfaCodeSchema = lazySchema(() =>
  z
    .string()
    .trim()
    .refine((value) => TOTP_CODE_PATTERN.test(value) || RECOVERY_CODE_PATTERN.test(value), {
      error: "must be the 6-digit code of your authenticator app or a recovery code such as abcd-2345",
    }),
);

/** `POST /auth/verify/user-device`: a 6-digit code (sent, or the app's) or, at a `tfa` challenge, a recovery code. */
export const DeviceCodeSchema = lazySchema(() =>
  z
    .string()
    .trim()
    .refine((value) => TOTP_CODE_PATTERN.test(value) || RECOVERY_CODE_PATTERN.test(value), {
      error: "must be the 6-digit code (the one we sent you or your authenticator app's) or a recovery code",
    }),
);

export const TfaSetupResponseSchema = lazySchema(() =>
  z
    .object({
      secret: z.string().describe("The shared secret, base32 (RFC 4648, no padding), to type into the app by hand"),
      otpauth_url: z.string().describe("otpauth://totp/… for a QR code: SHA1, 6 digits, 30 seconds"),
    })
    .describe("TfaSetup"),
);
export type TfaSetupResponse = z.infer<typeof TfaSetupResponseSchema>;

export const TfaEnableRequestSchema = lazySchema(() => z.strictObject({ code: TotpCodeSchema }));
export type TfaEnableRequest = z.input<typeof TfaEnableRequestSchema>;

export const RecoveryCodesSchema = lazySchema(() =>
  z
    .object({
      recovery_codes: z
        .array(z.string())
        .length(RECOVERY_CODE_COUNT)
        .describe("Ten single-use codes (xxxx-xxxx), shown this once; a new set replaces the old"),
    })
    .describe("RecoveryCodes"),
);
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>;

export const TfaDisableRequestSchema = lazySchema(() =>
  z.strictObject({
    password: z.string().min(1, { error: "is required" }).max(128).describe("The account's password"),
    code: TfaCodeSchema,
  }),
);
export type TfaDisableRequest = z.input<typeof TfaDisableRequestSchema>;

export const TfaRecoveryCodesRequestSchema = lazySchema(() => z.strictObject({ code: TfaCodeSchema }));
export type TfaRecoveryCodesRequest = z.input<typeof TfaRecoveryCodesRequestSchema>;

/** Error codes of two-step sign-in. */
export const TFA_ERROR_CODES = {
  /** 403 on staff endpoints: a staff grant needs two-step sign-in turned on first. */
  TFA_REQUIRED: "TFA_REQUIRED",
  /** 403: staff cannot turn two-step sign-in off. */
  TFA_STAFF_CANNOT_DISABLE: "TFA_STAFF_CANNOT_DISABLE",
  /** 409: it is already on (setup, enable) or not on (disable, new recovery codes), or no setup is waiting. */
  TFA_ALREADY_ON: "TFA_ALREADY_ON",
  TFA_NOT_ON: "TFA_NOT_ON",
  TFA_NOT_SET_UP: "TFA_NOT_SET_UP",
} as const;
