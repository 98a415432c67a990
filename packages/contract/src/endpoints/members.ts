import { z } from "zod";
import { defineEndpoint, errorAnswers, fileAnswer } from "../endpoint.js";
import { lazySchema } from "../lazy-schema.js";
import {
  MemberActionReasonSchema,
  MemberActionResultSchema,
  MemberCorrectionSchema,
  MemberFileSchema,
  MemberFilterSchema,
  MemberListQuerySchema,
  MemberPageSchema,
} from "../members.js";

const tags = ["Control panel"] as const;
const memberId = lazySchema(() => z.object({ id: z.string().max(64) }));
const reach =
  "Officials with members.read: federation and super admins any member, regional admins the members of their region (anyone else 403).";
const acts =
  "Officials with members.manage: federation and super admins any member, regional admins the members of their region (anyone else 403).";
const exported =
  "Every member the directory's filters select (the same query as GET /admin/members, without paging), in its sort order, streamed as it is read. Columns: number, last and first name, e-mail, phone, date of birth, age category, membership type, status, region, district, belt, expiry, registration fee paid, compliance, national team, joined (labels in English as the app shows them; docs/control-panel.md). Audited with the filter and the number of rows.";
const told = "Audited with the reason; the member is told on their channel, in their language.";

/** The officials' directory of members, a member's whole file and the actions on a member (issue 15). */
export const membersEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/admin/members",
    summary: "Search and filter the member directory",
    description: `${reach} A region filter outside the admin's region is 403; without one, a regional admin sees their region.`,
    tags,
    auth: "bearer",
    permission: "members.read",
    query: MemberListQuerySchema,
    responses: { 200: MemberPageSchema, ...errorAnswers(400, 401, 403) },
  }),
  exportCsv: defineEndpoint({
    method: "GET",
    path: "/admin/members.csv",
    summary: "The directory's current filter as CSV",
    description: `${reach} ${exported} Cells a spreadsheet would run as a formula start with an apostrophe.`,
    tags,
    auth: "bearer",
    permission: "members.read",
    query: MemberFilterSchema,
    responses: {
      200: fileAnswer(["text/csv"], "CSV (UTF-8 with a byte-order mark, CRLF lines)"),
      ...errorAnswers(400, 401, 403),
    },
  }),
  exportXlsx: defineEndpoint({
    method: "GET",
    path: "/admin/members.xlsx",
    summary: "The directory's current filter as an Excel workbook",
    description: `${reach} ${exported} One sheet, "Members", header row frozen; every cell is text, never a formula.`,
    tags,
    auth: "bearer",
    permission: "members.read",
    query: MemberFilterSchema,
    responses: {
      200: fileAnswer(["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"], "Excel workbook"),
      ...errorAnswers(400, 401, 403),
    },
  }),
  file: defineEndpoint({
    method: "GET",
    path: "/admin/members/:id",
    summary: "A member's whole file",
    description: `${reach} Identity and contacts, membership record with its compliance breakdown and belt history, documents (file_url previews inline), payments, position applications, dojo and attendance, events and the member's audit trail.`,
    tags,
    auth: "bearer",
    permission: "members.read",
    params: memberId,
    responses: { 200: MemberFileSchema, ...errorAnswers(401, 403, 404) },
  }),
  suspend: defineEndpoint({
    method: "POST",
    path: "/admin/members/:id/suspend",
    summary: "Suspend a membership",
    description: `${acts} 409 when already suspended; officials cannot suspend themselves (403). ${told}`,
    tags,
    auth: "bearer",
    permission: "members.manage",
    params: memberId,
    body: MemberActionReasonSchema,
    responses: { 200: MemberActionResultSchema, ...errorAnswers(400, 401, 403, 404, 409) },
  }),
  reinstate: defineEndpoint({
    method: "POST",
    path: "/admin/members/:id/reinstate",
    summary: "Lift a membership's suspension",
    description: `${acts} The status becomes what the dates say (ACTIVE, EXPIRED or PENDING_PAYMENT); 409 when not suspended. ${told}`,
    tags,
    auth: "bearer",
    permission: "members.manage",
    params: memberId,
    body: MemberActionReasonSchema,
    responses: { 200: MemberActionResultSchema, ...errorAnswers(400, 401, 403, 404, 409) },
  }),
  endSessions: defineEndpoint({
    method: "POST",
    path: "/admin/members/:id/end-sessions",
    summary: "End every session of a member",
    description: `${acts} Every signed-in device is signed out: the member's next request answers 401 (ASVS 7.4.5). ${told}`,
    tags,
    auth: "bearer",
    permission: "members.manage",
    params: memberId,
    body: MemberActionReasonSchema,
    responses: { 200: MemberActionResultSchema, ...errorAnswers(400, 401, 403, 404) },
  }),
  correct: defineEndpoint({
    method: "PATCH",
    path: "/admin/members/:id",
    summary: "Correct a member's record",
    description: `${acts} Name spelling, date of birth, region and district, national-team flag; the audit keeps the old and the new value of each field. A region moved to must be one the admin may act in. ${told}`,
    tags,
    auth: "bearer",
    permission: "members.manage",
    params: memberId,
    body: MemberCorrectionSchema,
    responses: { 200: MemberActionResultSchema, ...errorAnswers(400, 401, 403, 404) },
  }),
  resendActivation: defineEndpoint({
    method: "POST",
    path: "/admin/members/:id/resend-activation",
    summary: "Send the activation message again",
    description: `${acts} Only to an account not activated yet (409 otherwise): a new link or code on the member's channel. Audited with the reason.`,
    tags,
    auth: "bearer",
    permission: "members.manage",
    params: memberId,
    body: MemberActionReasonSchema,
    responses: { 200: MemberActionResultSchema, ...errorAnswers(400, 401, 403, 404, 409) },
  }),
};
