import { z } from "zod";
import { ProfileSchema } from "../accounts.js";
import { defineEndpoint, errorAnswers } from "../endpoint.js";
import {
  AddChildSchema,
  ChildSchema,
  ChildSignInSchema,
  FamilySchema,
  GuardianDetailsSchema,
  GuardianRequestSchema,
  NameGuardianSchema,
  OwnGuardianRequestSchema,
} from "../families.js";
import { lazySchema } from "../lazy-schema.js";
import { listOf } from "../pagination.js";

const tags = ["Families"] as const;
const IdParams = lazySchema(() => z.object({ id: z.string().max(64) }));
const TokenParams = lazySchema(() => z.object({ token: z.string().min(16).max(128) }));

/** Guardians and children (issue 16, decision 104). Acting for a child: the X-Acting-For header. */
export const familiesEndpoints = {
  listChildren: defineEndpoint({
    method: "GET",
    path: "/my-account/children",
    summary: "The caller's children, each with their membership summary",
    description:
      "Send `X-Acting-For: <id>` on any member endpoint to act for one of them (guardian_access CURRENT). A child who turned 18 without a sign-in of their own stays listed as HANDOVER until the guardian gives them one.",
    tags,
    auth: "bearer",
    responses: { 200: listOf(ChildSchema), ...errorAnswers(401, 403) },
  }),
  addChild: defineEndpoint({
    method: "POST",
    path: "/my-account/children",
    summary: "Add a child (under 18; no e-mail or phone of their own) with a pending membership",
    description:
      "The caller becomes the child's guardian and consents for them (unless `consent: false`). 400 when the child is 18 or older, or the district is not in the region. 409 CHILD_ALREADY_ADDED when a child of the same first and last name (case, accents, spaces and hyphens aside) and birth date is one of the caller's children already: a form sent twice adds one child.",
    tags,
    auth: "bearer",
    body: AddChildSchema,
    responses: { 201: ChildSchema, ...errorAnswers(400, 401, 403, 409) },
  }),
  family: defineEndpoint({
    method: "GET",
    path: "/my-account/family",
    summary: "The caller's children and, for a minor with their own sign-in, their guardian",
    tags,
    auth: "bearer",
    responses: { 200: FamilySchema, ...errorAnswers(401, 403) },
  }),
  createSignIn: defineEndpoint({
    method: "POST",
    path: "/my-account/children/:id/sign-in",
    summary: "Give a child of 13–17 a sign-in of their own (an activation message goes to the child)",
    description:
      "The child then sees their own membership; payments, consent and documents stay with the guardian (403 GUARDIAN_REQUIRED on the child's session). At 18 (guardian_access HANDOVER) this is how the guardian hands the account over. 409 CHILD_AGE under 13, CHILD_HAS_SIGN_IN, CONTACT_TAKEN.",
    tags,
    auth: "bearer",
    params: IdParams,
    body: ChildSignInSchema,
    responses: { 201: ChildSchema, ...errorAnswers(400, 401, 403, 404, 409) },
  }),
  completeGuardianDetails: defineEndpoint({
    method: "PUT",
    path: "/my-account/guardian-details",
    summary: "A guardian made from a minor's registration gives their own name and birth date",
    description:
      "Only while the profile says `details_to_complete` (placeholders from a minor's registration or migration 0030): 409 DETAILS_COMPLETE afterwards (officials correct names and birth dates). 400 when the birth date makes the guardian under 18.",
    tags,
    auth: "bearer",
    body: GuardianDetailsSchema,
    responses: { 200: ProfileSchema, ...errorAnswers(400, 401, 403, 409) },
  }),
  nameGuardian: defineEndpoint({
    method: "POST",
    path: "/my-account/guardian-requests",
    summary: "A minor registered on their own names a parent or guardian again: a new request replaces the last",
    description:
      "For a 13–17-year-old whose request waits or was declined (decision 138). The new addressee gets the request's message; the previous request, if it still waited, becomes REPLACED and its link answers 409. 400 for the minor's own e-mail or phone; 409 GUARDIAN_NOT_NEEDED for anyone else (an adult, a child with a guardian, a minor who named none); 429 after 3 requests in 24 hours.",
    tags,
    auth: "bearer",
    body: NameGuardianSchema,
    responses: { 201: OwnGuardianRequestSchema, ...errorAnswers(400, 401, 403, 409, 429) },
  }),
  guardianRequest: defineEndpoint({
    method: "GET",
    path: "/my-account/guardian-requests/:token",
    summary: "A guardian request sent to the caller's e-mail or phone (a 13–17-year-old named them)",
    description:
      "The token is the one in the message. 403 GUARDIAN_REQUEST_NOT_YOURS when the caller's account does not hold the e-mail or phone the request went to; 404 for an unknown token.",
    tags,
    auth: "bearer",
    params: TokenParams,
    responses: { 200: GuardianRequestSchema, ...errorAnswers(401, 403, 404) },
  }),
  confirmGuardianRequest: defineEndpoint({
    method: "POST",
    path: "/my-account/guardian-requests/:token/confirm",
    summary: "Confirm being the guardian of the minor who named you: the guardianship begins and both are told",
    description:
      "As if the guardian had added the child (consent recorded). 403 ADULTS_ONLY when the caller is a minor or a child, GUARDIAN_REQUEST_NOT_YOURS for anyone but the addressee; 409 GUARDIAN_REQUEST_CLOSED once confirmed or declined.",
    tags,
    auth: "bearer",
    params: TokenParams,
    responses: { 200: GuardianRequestSchema, ...errorAnswers(401, 403, 404, 409) },
  }),
  declineGuardianRequest: defineEndpoint({
    method: "POST",
    path: "/my-account/guardian-requests/:token/decline",
    summary: "Decline a guardian request: the minor is told and their account stays limited",
    tags,
    auth: "bearer",
    params: TokenParams,
    responses: { 200: GuardianRequestSchema, ...errorAnswers(401, 403, 404, 409) },
  }),
};
