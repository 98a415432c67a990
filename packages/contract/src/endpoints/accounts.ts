import { z } from "zod";
import {
  ActivateByEmailRequestSchema,
  ActivateBySmsRequestSchema,
  ActivationResultSchema,
  ActivationStatusSchema,
  AddContactRequestSchema,
  ChangePasswordRequestSchema,
  ConfirmNewContactRequestSchema,
  ConfirmResetPasswordRequestSchema,
  ContactVerificationRequestSchema,
  ContactVerificationResponseSchema,
  LoginChallengeSchema,
  LoginRequestSchema,
  LoginSuccessSchema,
  MessageSchema,
  NewContactChannelRequestSchema,
  ProfileSchema,
  ProfileUpdateRequestSchema,
  RefreshRequestSchema,
  RefreshResponseSchema,
  RegisteredUserSchema,
  RegisterRequestSchema,
  ResendActivationRequestSchema,
  ResendDeviceCodeResponseSchema,
  ResetPasswordRequestSchema,
  ResetPasswordResponseSchema,
  SessionListSchema,
  VerifyContactCodeRequestSchema,
  VerifyDeviceRequestSchema,
} from "../accounts.js";
import { defineEndpoint, errorAnswers } from "../endpoint.js";
import { lazySchema } from "../lazy-schema.js";

/** The error answers most accounts endpoints document. */
const refusals = errorAnswers(400, 401, 403, 409, 429);
const nothingActivated = lazySchema(() => z.null().describe("Nothing was activated"));
const ownId = lazySchema(() => z.object({ id: z.string().min(1).max(64) }));

const activationByEmail = {
  method: "PATCH",
  summary: "Activate an account with the token of the activation link",
  description: "200 when the account is active now; 204 when the token activates nothing (wrong, used or expired).",
  tags: ["Accounts"],
  auth: "none",
  body: ActivateByEmailRequestSchema,
  responses: { 200: ActivationResultSchema, 204: nothingActivated, ...errorAnswers(400) },
} as const;

const passwordResetRequest = {
  method: "PATCH",
  summary: "Ask for a password reset code",
  description:
    "Always 200 with a `reset_token` of the same shape, whether or not the account exists. The code goes to the account's e-mail or phone.",
  tags: ["Passwords"],
  auth: "none",
  body: ResetPasswordRequestSchema,
  responses: { 200: ResetPasswordResponseSchema, ...errorAnswers(400) },
} as const;

const profileUpdate = {
  method: "PATCH",
  summary: "Change names and contact details",
  description:
    "Changing the e-mail or phone needs `current_password` and makes that contact unverified until confirmed again.",
  tags: ["Profile"],
  auth: "bearer",
  body: ProfileUpdateRequestSchema,
  responses: { 200: ProfileSchema, ...refusals },
} as const;

/** Registration and activation, signing in and out, passwords, the profile and its contacts, sessions. */
export const accountsEndpoints = {
  // Registration and activation

  register: defineEndpoint({
    method: "POST",
    path: "/account-manager/users/register/self",
    summary: "Register a new member account",
    description:
      "Creates an inactive account and its membership record (PENDING_PAYMENT), then sends an activation link by e-mail or a 6-digit code by SMS, over the channel of `login_with`. A taken e-mail or phone gets the same 201 answer; no account is made and the owner is told by a message. 429 after 10 registrations an hour from one address.",
    tags: ["Accounts"],
    auth: "none",
    body: RegisterRequestSchema,
    responses: { 201: RegisteredUserSchema, ...refusals },
  }),
  activateByEmail: defineEndpoint({ ...activationByEmail, path: "/my-account/activate/account-by-email" }),
  /** The spec's declared name for the activation link's call (issue 12): the same as activateByEmail. */
  verifyEmail: defineEndpoint({
    ...activationByEmail,
    path: "/auth/verify-email",
    summary: "Confirm the e-mail address with the token of the activation link (as account-by-email)",
  }),
  /** The spec's other declared name for it: the same as activateByEmail. */
  verifyUserEmail: defineEndpoint({
    ...activationByEmail,
    path: "/account-manager/users/verify-user-email",
    summary: "Confirm a new account's e-mail address with the token of the activation link (as account-by-email)",
  }),
  activateBySms: defineEndpoint({
    method: "PATCH",
    path: "/my-account/activate/account-by-sms",
    summary: "Activate an account with the SMS code",
    description:
      "The account is the one registered on this device (a cookie set at registration) or the one named by `username`. 200 when active now; 204 when the code activates nothing.",
    tags: ["Accounts"],
    auth: "none",
    body: ActivateBySmsRequestSchema,
    responses: { 200: ActivationResultSchema, 204: z.null(), ...errorAnswers(400) },
  }),
  resendActivation: defineEndpoint({
    method: "POST",
    path: "/auth/resend-activation",
    summary: "Send the activation message again",
    description: "Always 200 with the same message, whether or not the account exists; at most 5 messages an hour.",
    tags: ["Accounts"],
    auth: "none",
    body: ResendActivationRequestSchema,
    responses: { 200: MessageSchema, ...errorAnswers(400) },
  }),

  // Signing in and out

  login: defineEndpoint({
    method: "POST",
    path: "/auth/login",
    summary: "Sign in with e-mail or phone and password",
    description:
      "200 with tokens on a trusted device. 206 with `verify_user` on a new device: a 6-digit code goes out over the account's channel and a short-lived cookie names the challenge. 401 wrong credentials, 403 ACCOUNT_NOT_ACTIVE, 429 after repeated failures on the account (a trusted device counts only its own) or 5 codes an hour. From an address with many recent failures, an untrusted browser gets 206 whatever the password; the code goes out only for the right one.",
    tags: ["Authentication"],
    auth: "none",
    body: LoginRequestSchema,
    responses: { 200: LoginSuccessSchema, 206: LoginChallengeSchema, ...refusals },
  }),
  verifyDevice: defineEndpoint({
    method: "POST",
    path: "/auth/verify/user-device",
    summary: "Finish a new-device sign-in with the code that was sent",
    description:
      "Answers like a 200 login and marks this browser as a trusted device of the account (a signed, httpOnly cookie). 429 after 30 wrong codes in 15 minutes from one address; repeated wrong codes on an account send its member a warning.",
    tags: ["Authentication"],
    auth: "none",
    body: VerifyDeviceRequestSchema,
    responses: { 200: LoginSuccessSchema, ...refusals },
  }),
  resendDeviceCode: defineEndpoint({
    method: "POST",
    path: "/auth/verify/user-device/resend",
    summary: "Send a new code for the sign-in waiting on this browser",
    description:
      "Reads the challenge cookie of the 206 login. A new 6-digit code goes to the same address and the earlier one stops working; at most 5 codes an hour per account, as for logins. 200 with the new expiry and cookie whether or not a code could be sent; 400 NO_CHALLENGE without a sign-in waiting on this browser.",
    tags: ["Authentication"],
    auth: "none",
    responses: { 200: ResendDeviceCodeResponseSchema, ...errorAnswers(400) },
  }),
  refresh: defineEndpoint({
    method: "POST",
    path: "/auth/token/refresh",
    summary: "Renew a still-valid access token while its session lives",
    tags: ["Authentication"],
    auth: "bearer",
    body: RefreshRequestSchema,
    responses: { 200: RefreshResponseSchema, ...refusals },
  }),
  logout: defineEndpoint({
    method: "POST",
    path: "/auth/logout",
    summary: "End this session; its token stops working at once",
    tags: ["Authentication"],
    auth: "bearer",
    responses: { 200: MessageSchema, ...errorAnswers(401) },
  }),

  // Passwords

  requestPasswordReset: defineEndpoint({ ...passwordResetRequest, path: "/account-manager/users/reset-password" }),
  /** The spec's declared name beside confirm-reset-password (issue 12): the same as requestPasswordReset. */
  requestPasswordResetOfUser: defineEndpoint({
    ...passwordResetRequest,
    path: "/my-account/user/request-reset-password",
    summary: "Ask for a password reset code (as /account-manager/users/reset-password)",
  }),
  confirmPasswordReset: defineEndpoint({
    method: "PATCH",
    path: "/my-account/user/confirm-reset-password",
    summary: "Set a new password with the reset code; ends every session",
    tags: ["Passwords"],
    auth: "none",
    body: ConfirmResetPasswordRequestSchema,
    responses: { 200: MessageSchema, ...refusals },
  }),
  changePassword: defineEndpoint({
    method: "PATCH",
    path: "/my-account/user/change-password",
    summary: "Change the password; every other session ends",
    tags: ["Passwords"],
    auth: "bearer",
    body: ChangePasswordRequestSchema,
    responses: { 200: MessageSchema, ...refusals },
  }),

  // The profile and its contacts

  requestContactVerification: defineEndpoint({
    method: "POST",
    path: "/my-account/contact/verification",
    summary: "Send a code to confirm the account's e-mail or phone",
    tags: ["Contact details"],
    auth: "bearer",
    body: ContactVerificationRequestSchema,
    responses: { 200: ContactVerificationResponseSchema, ...refusals },
  }),
  verifyTel: defineEndpoint({
    method: "PATCH",
    path: "/my-account/contact/verify-my-tel",
    summary: "Confirm the account's phone number with the code",
    tags: ["Contact details"],
    auth: "bearer",
    body: VerifyContactCodeRequestSchema,
    responses: { 200: MessageSchema, ...refusals },
  }),
  verifyEmailCode: defineEndpoint({
    method: "PATCH",
    path: "/my-account/contact/verify-my-email-code",
    summary: "Confirm the account's e-mail address with the code",
    tags: ["Contact details"],
    auth: "bearer",
    body: VerifyContactCodeRequestSchema,
    responses: { 200: MessageSchema, ...refusals },
  }),
  addContact: defineEndpoint({
    method: "POST",
    path: "/my-account/contact/add",
    summary: "Add a phone number to an e-mail account, or an e-mail to a phone account: a code goes to it",
    description:
      "Needs the password again (403 REAUTHENTICATION_REQUIRED when wrong; wrong passwords count towards the sign-in limits, then 429). The new address is kept aside and a 6-digit code goes to it; it becomes the account's, confirmed and usable for signing in, only with that code (`/my-account/contact/add/confirm`). The channel the member signs in with is changed through the profile instead (400). 409 DUPLICATE_ACCOUNT when another account uses the address, at most 5 such answers an hour (then 429); 409 ALREADY_VERIFIED when it is already the account's confirmed address; 429 after 5 codes an hour.",
    tags: ["Contact details"],
    auth: "bearer",
    body: AddContactRequestSchema,
    responses: { 200: ContactVerificationResponseSchema, ...refusals },
  }),
  resendNewContactCode: defineEndpoint({
    method: "POST",
    path: "/my-account/contact/add/resend",
    summary: "Send a new code to the address being added",
    description:
      "For an address added in the last hour and not confirmed yet; the earlier code stops working. 400 NO_PENDING_CONTACT when there is none (start again with the password); 429 after 5 codes an hour.",
    tags: ["Contact details"],
    auth: "bearer",
    body: NewContactChannelRequestSchema,
    responses: { 200: ContactVerificationResponseSchema, ...refusals },
  }),
  confirmNewContact: defineEndpoint({
    method: "PATCH",
    path: "/my-account/contact/add/confirm",
    summary: "Confirm the address being added with its code; it becomes the account's",
    description:
      "400 INVALID_CODE for a wrong, used or expired code, or when the caller's account has no address waiting (5 tries per code). 409 DUPLICATE_ACCOUNT when another account took the address meanwhile. On success the address is stored as confirmed, can be used to sign in, and the account's sign-in address is told.",
    tags: ["Contact details"],
    auth: "bearer",
    body: ConfirmNewContactRequestSchema,
    responses: { 200: ProfileSchema, ...refusals },
  }),
  profile: defineEndpoint({
    method: "GET",
    path: "/my-account/profile",
    summary: "The caller's account details",
    tags: ["Profile"],
    auth: "bearer",
    responses: { 200: ProfileSchema, ...errorAnswers(401) },
  }),
  updateProfile: defineEndpoint({ ...profileUpdate, path: "/my-account/profile/update" }),
  /** The spec's declared name for the same change (issue 12): the same as updateProfile. */
  updateUserDetails: defineEndpoint({
    ...profileUpdate,
    path: "/my-account/user/details/update",
    summary: "Change names and contact details (as /my-account/profile/update)",
  }),
  activationStatus: defineEndpoint({
    method: "GET",
    path: "/my-account/activate/status",
    summary: "Whether the account and its contacts are confirmed",
    tags: ["Profile"],
    auth: "bearer",
    responses: { 200: ActivationStatusSchema, ...errorAnswers(401) },
  }),

  // Sessions and trusted devices

  sessions: defineEndpoint({
    method: "GET",
    path: "/my-account/sessions",
    summary: "Live sessions and trusted devices of the account",
    tags: ["Sessions"],
    auth: "bearer",
    responses: { 200: SessionListSchema, ...errorAnswers(401) },
  }),
  endSession: defineEndpoint({
    method: "DELETE",
    path: "/my-account/sessions/:id",
    summary: "End one of the account's sessions",
    tags: ["Sessions"],
    auth: "bearer",
    params: ownId,
    responses: { 200: MessageSchema, ...errorAnswers(401, 404) },
  }),
  revokeDevice: defineEndpoint({
    method: "DELETE",
    path: "/my-account/devices/:id",
    summary: "Stop trusting a device: its next sign-in needs a code again",
    tags: ["Sessions"],
    auth: "bearer",
    params: ownId,
    responses: { 200: MessageSchema, ...errorAnswers(401, 404) },
  }),
};
