import { z } from "zod";
import { BirthDateSchema, EmailSchema, GENDERS, GhanaPhoneSchema, LOGIN_WITH, PasswordSchema } from "./accounts.js";
import { lazySchema } from "./lazy-schema.js";
import { MEMBERSHIP_STATUSES } from "./memberships.js";

/**
 * Families (issue 16, decision 104): a guardian (any adult account) manages children, accounts
 * without a sign-in of their own, and acts for them on every member endpoint with the header
 * `X-Acting-For: <child id>`.
 */

/** The header a guardian sends to act for one of their children. */
export const ACTING_FOR_HEADER = "X-Acting-For";

/** Below this age a child has no sign-in of their own; from it (to 17) the guardian may create one. */
export const CHILD_SIGN_IN_MIN_AGE = 13;
/** At this age the account becomes the member's own and the guardian's access ends. */
export const ADULT_AGE = 18;

export const FAMILY_ERROR_CODES = {
  /** X-Acting-For names someone the caller is not (or no longer) the guardian of. */
  NOT_GUARDIAN: "NOT_GUARDIAN",
  /** This endpoint is the signed-in person's own (sign-in, contacts, sessions, staff, positions): no X-Acting-For. */
  ACTING_FOR_NOT_ALLOWED: "ACTING_FOR_NOT_ALLOWED",
  /** A child's own session: payments, consent and documents stay with the guardian. */
  GUARDIAN_REQUIRED: "GUARDIAN_REQUIRED",
  /** The child is 18 or older (add them as an adult), or too young for their own sign-in. */
  CHILD_AGE: "CHILD_AGE",
  /** The child already has a sign-in of their own. */
  CHILD_HAS_SIGN_IN: "CHILD_HAS_SIGN_IN",
  /** The e-mail or phone number is another account's. */
  CONTACT_TAKEN: "CONTACT_TAKEN",
  /** Federation positions are for adults. */
  ADULTS_ONLY: "ADULTS_ONLY",
  /** A minor's grading application needs the guardian's recorded consent, which they withheld. */
  GUARDIAN_CONSENT_MISSING: "GUARDIAN_CONSENT_MISSING",
  /** A 13–17-year-old registered on their own: until the guardian they named confirms, their account is limited. */
  GUARDIAN_PENDING: "GUARDIAN_PENDING",
  /** A guardian request opened by someone whose e-mail or phone it was not sent to. */
  GUARDIAN_REQUEST_NOT_YOURS: "GUARDIAN_REQUEST_NOT_YOURS",
  /** The guardian request was already confirmed or declined, or a newer one replaced it. */
  GUARDIAN_REQUEST_CLOSED: "GUARDIAN_REQUEST_CLOSED",
  /** Only a 13–17-year-old registered on their own, without a confirmed guardian, names a guardian. */
  GUARDIAN_NOT_NEEDED: "GUARDIAN_NOT_NEEDED",
  /** The guardian's details are their own already (only placeholders are completed this way). */
  DETAILS_COMPLETE: "DETAILS_COMPLETE",
  /** A child of the same names and birth date is one of the guardian's children already (a form sent twice). */
  CHILD_ALREADY_ADDED: "CHILD_ALREADY_ADDED",
} as const;

/**
 * Where a guardian request stands (decision 111). REPLACED: the minor named a guardian again (the
 * same one or another, decision 138) before this one was answered; its link no longer works.
 */
export const GUARDIAN_REQUEST_STATUSES = ["PENDING", "CONFIRMED", "DECLINED", "REPLACED"] as const;

/** How many guardian requests a minor may send in GUARDIAN_REQUEST_WINDOW_HOURS (each is a message to someone). */
export const GUARDIAN_REQUESTS_PER_WINDOW = 3;
export const GUARDIAN_REQUEST_WINDOW_HOURS = 24;

/** A guardian request as its addressee sees it (GET /my-account/guardian-requests/:token). */
export const GuardianRequestSchema = lazySchema(() =>
  z
    .object({
      status: z.enum(GUARDIAN_REQUEST_STATUSES),
      child: z.object({ first_name: z.string(), last_name: z.string(), date_of_birth: z.string() }),
      created_at: z.string(),
      decided_at: z.string().nullable(),
    })
    .describe("GuardianRequest"),
);
export type GuardianRequest = z.infer<typeof GuardianRequestSchema>;

/** The request a minor registered on their own sees while it is not confirmed. */
export const OwnGuardianRequestSchema = lazySchema(() =>
  z
    .object({
      status: z.enum(GUARDIAN_REQUEST_STATUSES),
      sent_to: z.string().describe("The masked e-mail or phone the request went to"),
      created_at: z.string(),
    })
    .describe("OwnGuardianRequest"),
);

/**
 * A minor whose guardian declined, or who is still waiting (a mistyped address, a parent who
 * changed phones), names a parent or guardian again (decision 138): an e-mail or a phone number.
 */
export const NameGuardianSchema = lazySchema(() =>
  z
    .strictObject({
      guardian_email: EmailSchema.optional().describe("The parent or guardian's e-mail"),
      guardian_tel: GhanaPhoneSchema.optional().describe("Or their phone number (one of the two)"),
    })
    .superRefine((value, context) => {
      if (value.guardian_email && value.guardian_tel) {
        context.addIssue({
          code: "custom",
          path: ["guardian_tel"],
          message: "must be left empty when you give an e-mail",
        });
      }
      if (!value.guardian_email && !value.guardian_tel) {
        context.addIssue({ code: "custom", path: ["guardian_email"], message: "is required" });
      }
    })
    .describe("NameGuardianRequest"),
);
export type NameGuardian = z.input<typeof NameGuardianSchema>;

/** A guardian made from a minor's registration completes their own details (decision 111). */
export const GuardianDetailsSchema = lazySchema(() =>
  z
    .strictObject({
      first_name: z.string().trim().min(1, { error: "is required" }).max(60),
      last_name: z.string().trim().min(1, { error: "is required" }).max(60),
      date_of_birth: BirthDateSchema.describe("The guardian must be 18 or older"),
    })
    .describe("GuardianDetails"),
);
export type GuardianDetails = z.input<typeof GuardianDetailsSchema>;

export const AddChildSchema = lazySchema(() =>
  z
    .strictObject({
      first_name: z.string().trim().min(1, { error: "is required" }).max(60),
      last_name: z.string().trim().min(1, { error: "is required" }).max(60),
      date_of_birth: BirthDateSchema.describe("The child must be under 18"),
      gender: z.enum(GENDERS),
      region: z.string().trim().toUpperCase().length(2, { error: "must be a region code" }),
      district: z.string().trim().toUpperCase().min(2).max(8),
      consent: z
        .boolean()
        .optional()
        .describe(
          "The guardian consents to the processing of the child's data and to entries (Act 843); true by default",
        ),
    })
    .describe("AddChild"),
);
export type AddChild = z.input<typeof AddChildSchema>;

export const ChildMembershipSchema = lazySchema(() =>
  z
    .object({
      status: z.enum(MEMBERSHIP_STATUSES),
      code: z.string().nullable().describe("Membership number once the registration fee is paid"),
      membership_type: z.string(),
      has_paid_registration: z.boolean(),
      expiry_date: z.string().nullable(),
    })
    .describe("ChildMembership"),
);

export const ChildSchema = lazySchema(() =>
  z
    .object({
      id: z.string().describe("The value of X-Acting-For to act for this child"),
      first_name: z.string(),
      last_name: z.string(),
      date_of_birth: z.string(),
      age: z.number().int(),
      gender: z.enum(GENDERS),
      region: z.string(),
      district: z.string(),
      guardian_since: z.string(),
      consent_at: z.string().nullable().describe("When the guardian consented for this child (entries need it)"),
      own_sign_in: z
        .object({ login_with: z.enum(LOGIN_WITH), active: z.boolean() })
        .nullable()
        .describe("The child's own sign-in (13–17), if the guardian created one"),
      may_have_sign_in: z
        .boolean()
        .describe("13–17 (or HANDOVER) and no own sign-in yet: POST /my-account/children/:id/sign-in"),
      guardian_access: z
        .enum(["CURRENT", "HANDOVER"])
        .describe(
          "CURRENT: the guardian acts for the child (X-Acting-For). HANDOVER: the child is 18, the guardian's access has ended, and all that is left is to give them a sign-in of their own",
        ),
      membership: ChildMembershipSchema.nullable(),
    })
    .describe("Child"),
);
export type Child = z.infer<typeof ChildSchema>;

export const ChildSignInSchema = lazySchema(() =>
  z
    .strictObject({
      login_with: z.enum(LOGIN_WITH),
      email: EmailSchema.optional(),
      tel: GhanaPhoneSchema.optional(),
      password: PasswordSchema.describe("The child's first password (they can change it once signed in)"),
    })
    .superRefine((value, context) => {
      if (value.login_with === "email" && !value.email) {
        context.addIssue({ code: "custom", path: ["email"], message: "is required to log in with e-mail" });
      }
      if (value.login_with === "tel" && !value.tel) {
        context.addIssue({ code: "custom", path: ["tel"], message: "is required to log in with a phone number" });
      }
    })
    .describe("ChildSignIn"),
);
export type ChildSignIn = z.input<typeof ChildSignInSchema>;

/** Who the signed-in person is to the family: their guardian, if they are a child (GET /my-account/family). */
export const FamilySchema = lazySchema(() =>
  z
    .object({
      children: z.array(ChildSchema),
      guardian: z
        .object({ id: z.string(), first_name: z.string(), last_name: z.string() })
        .nullable()
        .describe("The caller's own guardian while they are a minor with their own sign-in"),
      guardian_request: OwnGuardianRequestSchema.nullable()
        .optional()
        .describe(
          "A minor who registered on their own and named a guardian: the request, while it waits or after it was declined (the account stays limited until a guardian confirms)",
        ),
    })
    .describe("Family"),
);
export type Family = z.infer<typeof FamilySchema>;
