import { MessageSchema } from "../accounts.js";
import { defineEndpoint, errorAnswers } from "../endpoint.js";
import {
  RecoveryCodesSchema,
  TfaDisableRequestSchema,
  TfaEnableRequestSchema,
  TfaRecoveryCodesRequestSchema,
  TfaSetupResponseSchema,
} from "../tfa.js";

/** Two-step sign-in with an authenticator app and its recovery codes (issue 17, decision 106). */
export const tfaEndpoints = {
  setup: defineEndpoint({
    method: "POST",
    path: "/my-account/tfa/setup",
    summary: "Start setting up an authenticator app: a new secret and its otpauth:// address",
    description:
      "A new secret each call; it counts only once confirmed with `/my-account/tfa/enable`. 409 TFA_ALREADY_ON when two-step sign-in is on (turn it off first).",
    tags: ["Two-step sign-in"],
    auth: "bearer",
    responses: { 200: TfaSetupResponseSchema, ...errorAnswers(401, 409, 429) },
  }),
  enable: defineEndpoint({
    method: "POST",
    path: "/my-account/tfa/enable",
    summary: "Turn two-step sign-in on with the app's current code; answers the ten recovery codes",
    description:
      "400 INVALID_CODE for a wrong code (tries limited: 429); 409 TFA_NOT_SET_UP without a setup, TFA_ALREADY_ON when on. From then on a new device's sign-in asks for the app's code (206, `message_channel` tfa); the member is told by message.",
    tags: ["Two-step sign-in"],
    auth: "bearer",
    body: TfaEnableRequestSchema,
    responses: { 200: RecoveryCodesSchema, ...errorAnswers(400, 401, 409, 429) },
  }),
  disable: defineEndpoint({
    method: "POST",
    path: "/my-account/tfa/disable",
    summary: "Turn two-step sign-in off with the password and a code (the app's or a recovery code)",
    description:
      "403 TFA_STAFF_CANNOT_DISABLE for staff (their grants require it); 403 REAUTHENTICATION_REQUIRED for a wrong password; 400 INVALID_CODE for a wrong code; 409 TFA_NOT_ON. The member is told by message.",
    tags: ["Two-step sign-in"],
    auth: "bearer",
    body: TfaDisableRequestSchema,
    responses: { 200: MessageSchema, ...errorAnswers(400, 401, 403, 409, 429) },
  }),
  recoveryCodes: defineEndpoint({
    method: "POST",
    path: "/my-account/tfa/recovery-codes",
    summary: "A new set of ten recovery codes; the old set stops working",
    description:
      "Needs a code (the app's or a recovery code). 400 INVALID_CODE, 409 TFA_NOT_ON. The member is told by message.",
    tags: ["Two-step sign-in"],
    auth: "bearer",
    body: TfaRecoveryCodesRequestSchema,
    responses: { 200: RecoveryCodesSchema, ...errorAnswers(400, 401, 409, 429) },
  }),
};
