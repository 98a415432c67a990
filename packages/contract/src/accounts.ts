import { z } from "zod";
import { CalendarDateSchema } from "./dates.js";
import { LANGUAGES } from "./i18n/languages.js";
import { lazySchema } from "./lazy-schema.js";
import { normalizeEmail, normalizeGhanaPhone } from "./phone.js";
import { DeviceCodeSchema } from "./tfa.js";
import { EmailShapeSchema } from "./validators.js";

export const MAIN_ROLES = ["ATHLETE", "COACH", "REFEREE", "OFFICIAL"] as const;
export type MainRole = (typeof MAIN_ROLES)[number];

export const STAFF_ROLES = ["REGIONAL_ADMIN", "FEDERATION_ADMIN", "SUPER_ADMIN"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const GENDERS = ["FEMALE", "MALE"] as const;
export const LOGIN_WITH = ["email", "tel"] as const;
export type LoginWith = (typeof LOGIN_WITH)[number];

/** ASVS 6.2.1/6.2.9: at least 8 characters, at least 64 allowed, no composition rules. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const CODE_LENGTH = 6;

export const EmailSchema = lazySchema(() =>
  z.string().trim().max(254).pipe(EmailShapeSchema).transform(normalizeEmail),
);

export const GhanaPhoneSchema = lazySchema(() =>
  z
    .string()
    .trim()
    .max(24)
    .transform((value, context) => {
      const phone = normalizeGhanaPhone(value);
      if (!phone) {
        context.addIssue({ code: "custom", message: "must be a Ghana phone number such as 024 123 4567" });
        return z.NEVER;
      }
      return phone;
    }),
);

export const PasswordSchema = lazySchema(() =>
  z
    .string()
    .min(PASSWORD_MIN_LENGTH, { error: `must be at least ${PASSWORD_MIN_LENGTH} characters` })
    .max(PASSWORD_MAX_LENGTH, { error: `must be at most ${PASSWORD_MAX_LENGTH} characters` }),
);

export const CodeSchema = lazySchema(() =>
  z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: `must be the ${CODE_LENGTH}-digit code we sent you` }),
);

/** The ages a member can be registered at (a child of 3 in a club, a founder of 110). */
export const BIRTH_AGE_MIN_YEARS = 3;
export const BIRTH_AGE_MAX_YEARS = 110;

/** A date of birth (`YYYY-MM-DD`, a real day) of someone aged 3 to 110 today. */
export function isPlausibleBirthDate(value: string, now = Date.now()): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  const age = (now - date.getTime()) / (365.25 * 86_400_000);
  return age >= BIRTH_AGE_MIN_YEARS && age <= BIRTH_AGE_MAX_YEARS;
}

/**
 * The registration's date of birth: a calendar date of someone aged 3 to 110. The web's
 * registration form checks with this same schema, so the rules cannot differ.
 */
export const BirthDateSchema = lazySchema(() =>
  CalendarDateSchema.refine((value) => isPlausibleBirthDate(value), {
    error: "must be a real date in the past",
  }).meta({ example: "2001-05-20" }),
);

export const RegisterRequestSchema = lazySchema(() =>
  z
    .strictObject({
      first_name: z.string().trim().min(1, { error: "is required" }).max(60),
      last_name: z.string().trim().min(1, { error: "is required" }).max(60),
      date_of_birth: BirthDateSchema,
      gender: z.enum(GENDERS),
      main_role: z.enum(MAIN_ROLES).describe("The account type chosen at /auth/account-types"),
      login_with: z.enum(LOGIN_WITH),
      email: EmailSchema.optional(),
      tel: GhanaPhoneSchema.optional(),
      password: PasswordSchema,
      region: z.string().trim().toUpperCase().length(2, { error: "must be a region code" }),
      district: z.string().trim().toUpperCase().min(2).max(8),
      language: z
        .enum(LANGUAGES)
        .optional()
        .describe("The language of the registering person's portal; English when absent"),
      consent: z
        .literal(true, { error: "must be accepted to register" })
        .describe("The member (or, for a minor, a guardian) agrees to the processing of their data (Act 843)"),
      guardian_email: EmailSchema.optional().describe(
        "Only for a 13–17-year-old registering themselves: their parent or guardian's e-mail, who is asked to confirm (decision 111). Without it a minor's registering contact becomes the guardian's",
      ),
      guardian_tel: GhanaPhoneSchema.optional().describe("As guardian_email, by phone (one of the two)"),
    })
    .superRefine((value, context) => {
      if (value.guardian_email && value.guardian_tel) {
        context.addIssue({
          code: "custom",
          path: ["guardian_tel"],
          message: "give either an e-mail or a phone number",
        });
      }
      if (value.login_with === "email" && !value.email) {
        context.addIssue({ code: "custom", path: ["email"], message: "is required to log in with e-mail" });
      }
      if (value.login_with === "tel" && !value.tel) {
        context.addIssue({ code: "custom", path: ["tel"], message: "is required to log in with a phone number" });
      }
    })
    .describe("RegisterRequest"),
);
export type RegisterRequest = z.input<typeof RegisterRequestSchema>;

export const RegisteredUserSchema = lazySchema(() =>
  z
    .object({
      first_name: z.string(),
      last_name: z.string(),
      login_with: z.enum(LOGIN_WITH),
      main_role: z.enum(MAIN_ROLES),
      is_active: z.boolean(),
      activation_channel: z.enum(["email", "sms"]),
      sent_to: z.string().describe("The masked address the activation message went to"),
    })
    .describe("RegisteredUser"),
);
export type RegisteredUser = z.infer<typeof RegisteredUserSchema>;

export const LoginRequestSchema = lazySchema(() =>
  z
    .object({
      username: z.string().trim().min(1, { error: "is required" }).max(254).describe("E-mail or phone number"),
      password: z.string().min(1, { error: "is required" }).max(PASSWORD_MAX_LENGTH),
    })
    .describe("LoginRequest"),
);

export const TokensSchema = lazySchema(() =>
  z.object({
    access: z.string().describe("Bearer token (JWT) for the Authorization header"),
    expires_at: z.string().describe("When the access token expires, ISO-8601 UTC"),
  }),
);
export type Tokens = z.infer<typeof TokensSchema>;

export const AuthUserSchema = lazySchema(() =>
  z.object({
    first_name: z.string(),
    last_name: z.string(),
    login_with: z.enum(LOGIN_WITH),
    main_role: z.enum(MAIN_ROLES),
    staff_roles: z.array(z.enum(STAFF_ROLES)).describe("Staff grants; empty for members"),
  }),
);
export type AuthUser = z.infer<typeof AuthUserSchema>;

export const LoginSuccessSchema = lazySchema(() =>
  z
    .object({
      tokens: TokensSchema,
      user: AuthUserSchema,
      last_time_logged: z.string().nullable().describe("The previous sign-in, ISO-8601 UTC"),
    })
    .describe("LoginSuccess"),
);
export type LoginSuccess = z.infer<typeof LoginSuccessSchema>;

export const VerifyUserSchema = lazySchema(() =>
  z.object({
    message_channel: z
      .enum(["email", "otp", "tfa", "sms"])
      .describe("tfa: type the authenticator app's code (or a recovery code); nothing was sent"),
    comm_protocol: z
      .string()
      .describe("How the code travels: smtp for e-mail, sms for text messages, totp for the app"),
    sent_to: z.string().describe("The masked address the code went to; empty for tfa (nothing is sent)"),
    last_time_logged: z.string().nullable(),
    expires_at: z.string().describe("When the code expires, ISO-8601 UTC"),
  }),
);
export type VerifyUser = z.infer<typeof VerifyUserSchema>;

export const LoginChallengeSchema = lazySchema(() =>
  z.object({ verify_user: VerifyUserSchema }).describe("LoginChallenge"),
);
export type LoginChallenge = z.infer<typeof LoginChallengeSchema>;

export const VerifyDeviceRequestSchema = lazySchema(() => z.object({ vcode: DeviceCodeSchema }));
export const ResendDeviceCodeResponseSchema = lazySchema(() =>
  z.object({
    /** When the new code stops working (the page's countdown starts again from it). */
    expires_at: z.string(),
  }),
);
export type ResendDeviceCodeResponse = z.infer<typeof ResendDeviceCodeResponseSchema>;
export const RefreshRequestSchema = lazySchema(() => z.object({ access: z.string().min(1) }));
export const RefreshResponseSchema = lazySchema(() => z.object({ tokens: TokensSchema }));

export const MessageSchema = lazySchema(() => z.object({ message: z.string() }).describe("Message"));
export type Message = z.infer<typeof MessageSchema>;

export const ActivateByEmailRequestSchema = lazySchema(() => z.object({ token: z.string().trim().min(16).max(128) }));
export const ActivateBySmsRequestSchema = lazySchema(() =>
  z.object({
    code: CodeSchema,
    username: z
      .string()
      .trim()
      .max(254)
      .optional()
      .describe("The phone number registered; may be left out on the device that registered"),
  }),
);
export const ActivationResultSchema = lazySchema(() => z.object({ is_active: z.boolean(), message: z.string() }));
export type ActivationResult = z.infer<typeof ActivationResultSchema>;

export const ResendActivationRequestSchema = lazySchema(() =>
  z.object({ username: z.string().trim().min(1).max(254) }),
);

export const ResetPasswordRequestSchema = lazySchema(() => z.object({ username: z.string().trim().min(1).max(254) }));
export const ResetPasswordResponseSchema = lazySchema(() =>
  z.object({
    reset_token: z.string().describe("Opaque id of this reset request; send it back with the code"),
    message: z.string(),
  }),
);
export type ResetPasswordResponse = z.infer<typeof ResetPasswordResponseSchema>;
export const ConfirmResetPasswordRequestSchema = lazySchema(() =>
  z.object({
    reset_token: z.string().trim().min(16).max(64),
    code: CodeSchema,
    password: PasswordSchema,
  }),
);
export type ConfirmResetPasswordRequest = z.input<typeof ConfirmResetPasswordRequestSchema>;

export const ChangePasswordRequestSchema = lazySchema(() =>
  z.object({
    current_password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
    new_password: PasswordSchema,
  }),
);
export type ChangePasswordRequest = z.input<typeof ChangePasswordRequestSchema>;

export const ContactChannelSchema = lazySchema(() => z.enum(["email", "tel"]));
export type ContactChannel = z.infer<typeof ContactChannelSchema>;
export const ContactVerificationRequestSchema = lazySchema(() => z.object({ channel: ContactChannelSchema }));
export const ContactVerificationResponseSchema = lazySchema(() =>
  z.object({
    message: z.string(),
    sent_to: z.string(),
    expires_at: z.string(),
  }),
);
export const VerifyContactCodeRequestSchema = lazySchema(() => z.object({ code: CodeSchema }));

/**
 * Adding the contact an account lacks (a phone to an e-mail account, an e-mail to a phone
 * account): the password again, then a code to the new address (decision 76).
 */
const reenteredPassword = lazySchema(() =>
  z
    .string()
    .min(1, { error: "is required" })
    .max(PASSWORD_MAX_LENGTH)
    .describe("The account's password, entered again"),
);
export const AddContactRequestSchema = lazySchema(() =>
  z
    .discriminatedUnion("channel", [
      z.strictObject({ channel: z.literal("email"), value: EmailSchema, current_password: reenteredPassword }),
      z.strictObject({ channel: z.literal("tel"), value: GhanaPhoneSchema, current_password: reenteredPassword }),
    ])
    .describe("AddContactRequest"),
);
export type AddContactRequest = z.input<typeof AddContactRequestSchema>;
export const NewContactChannelRequestSchema = lazySchema(() => z.object({ channel: ContactChannelSchema }));
export const ConfirmNewContactRequestSchema = lazySchema(() =>
  z.object({ channel: ContactChannelSchema, code: CodeSchema }),
);
export type ConfirmNewContactRequest = z.input<typeof ConfirmNewContactRequestSchema>;

export const ProfileSchema = lazySchema(() =>
  z
    .object({
      first_name: z.string(),
      last_name: z.string(),
      email: z.string().nullable(),
      tel: z.string().nullable(),
      email_verified: z.boolean(),
      tel_verified: z.boolean(),
      login_with: z.enum(LOGIN_WITH),
      main_role: z.enum(MAIN_ROLES),
      staff_roles: z.array(z.enum(STAFF_ROLES)),
      staff_region: z.string().nullable().describe("Region of a REGIONAL_ADMIN grant"),
      date_of_birth: z.string(),
      gender: z.enum(GENDERS),
      region: z.string(),
      district: z.string(),
      is_active: z.boolean(),
      created_at: z.string(),
      language: z
        .enum(LANGUAGES)
        .default("en")
        .describe("The language of the portal, messages and PDFs for this member"),
      tfa_enabled: z
        .boolean()
        .optional()
        .describe("Two-step sign-in with an authenticator app is on (always sent by the server)"),
      details_to_complete: z
        .boolean()
        .optional()
        .describe(
          "A guardian made from a minor's registration still has placeholder name and birth date: ask them (PUT /my-account/guardian-details); never show the placeholders as theirs (decision 111)",
        ),
    })
    .describe("Profile"),
);
export type Profile = z.infer<typeof ProfileSchema>;

export const ProfileUpdateRequestSchema = lazySchema(() =>
  z
    .strictObject({
      first_name: z.string().trim().min(1).max(60).optional(),
      last_name: z.string().trim().min(1).max(60).optional(),
      email: EmailSchema.optional(),
      tel: GhanaPhoneSchema.optional(),
      language: z.enum(LANGUAGES).optional().describe("The member's language: the portal, e-mails, SMS and PDFs"),
      current_password: z
        .string()
        .max(PASSWORD_MAX_LENGTH)
        .optional()
        .describe("Required to change the e-mail or phone number"),
    })
    .describe("ProfileUpdateRequest"),
);

export const ActivationStatusSchema = lazySchema(() =>
  z.object({
    is_active: z.boolean(),
    email_verified: z.boolean(),
    tel_verified: z.boolean(),
  }),
);

export const SessionSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    browser: z.string(),
    ip: z.string().nullable(),
    created_at: z.string(),
    last_seen_at: z.string(),
    expires_at: z.string(),
    current: z.boolean(),
  }),
);
export const TrustedDeviceSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    browser: z.string(),
    first_seen_at: z.string(),
    last_seen_at: z.string(),
    current: z.boolean(),
  }),
);
export const SessionListSchema = lazySchema(() =>
  z.object({ sessions: z.array(SessionSchema), devices: z.array(TrustedDeviceSchema) }).describe("SessionList"),
);
export type SessionList = z.infer<typeof SessionListSchema>;

export const OutboxMessageSchema = lazySchema(() =>
  z.object({
    channel: z.enum(["email", "sms"]),
    to: z.string(),
    subject: z.string().nullable(),
    text: z.string(),
    html: z.string().nullable().describe("The HTML part of an e-mail"),
    code: z.string().nullable().describe("The token or code the message carries"),
    status: z.enum(["PENDING", "SENT", "FAILED"]),
    provider: z.string().nullable().describe("The provider that took the message"),
    provider_message_id: z.string().nullable(),
    delivery_state: z.string().nullable().describe("ACCEPTED, SENT or DELIVERED, as the provider reports it"),
    attachments: z.array(
      z.object({
        filename: z.string(),
        content_type: z.string(),
        size: z.number().int(),
        url: z.string().describe("GET it for the file's bytes"),
      }),
    ),
    created_at: z.string(),
  }),
);
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

/** Error codes of the accounts module. */
export const ACCOUNT_ERROR_CODES = {
  INVALID_CREDENTIALS: "INVALID_CREDENTIALS",
  ACCOUNT_NOT_ACTIVE: "ACCOUNT_NOT_ACTIVE",
  INVALID_CODE: "INVALID_CODE",
  WEAK_PASSWORD: "WEAK_PASSWORD",
  DUPLICATE_ACCOUNT: "DUPLICATE_ACCOUNT",
  SESSION_ENDED: "SESSION_ENDED",
  REAUTHENTICATION_REQUIRED: "REAUTHENTICATION_REQUIRED",
  ALREADY_VERIFIED: "ALREADY_VERIFIED",
} as const;
