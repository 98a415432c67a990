import { z } from "zod";
import {
  AuditPageSchema,
  AuditQuerySchema,
  StaffGrantListSchema,
  StaffGrantParamsSchema,
  StaffGrantSchema,
  StaffGrantWriteSchema,
  StatisticsQuerySchema,
  StatisticsSchema,
} from "../control-panel.js";
import { defineEndpoint, errorAnswers } from "../endpoint.js";

/** Who is staff: super admins grant and revoke the other grants (issue 15, "Staff"). */
export const staffEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/admin/staff",
    summary: "Every staff grant (super admins)",
    tags: ["Staff"],
    auth: "bearer",
    permission: "staff.manage",
    responses: { 200: StaffGrantListSchema, ...errorAnswers(401, 403) },
  }),
  grant: defineEndpoint({
    method: "POST",
    path: "/admin/staff",
    summary: "Grant REGIONAL_ADMIN (with its region) or FEDERATION_ADMIN to a member (super admins)",
    description:
      "Never to oneself (403 NOT_YOURSELF); a grant the member holds already is 409 ALREADY_GRANTED. Audited (STAFF_GRANTED); the member is told on their channel.",
    tags: ["Staff"],
    auth: "bearer",
    permission: "staff.manage",
    body: StaffGrantWriteSchema,
    responses: { 201: StaffGrantSchema, ...errorAnswers(400, 401, 403, 404, 409) },
  }),
  revoke: defineEndpoint({
    method: "DELETE",
    path: "/admin/staff/:grantId",
    summary: "Revoke a staff grant (super admins)",
    description:
      "Not one's own (403 NOT_YOURSELF); the last SUPER_ADMIN grant stays (409 LAST_SUPER_ADMIN). Audited (STAFF_REVOKED); the member is told.",
    tags: ["Staff"],
    auth: "bearer",
    permission: "staff.manage",
    params: StaffGrantParamsSchema,
    responses: { 204: z.null(), ...errorAnswers(401, 403, 404, 409) },
  }),
};

/** The audit trail over audit_events (national officials). */
export const auditEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/admin/audit",
    summary: "Audit events, newest first, filtered by actor, subject, action and days (national officials)",
    description:
      "Every authentication, every official action, every refused access (ACCESS_REFUSED) and every official's view of a member's document (DOCUMENT_VIEWED, DOCUMENT_FILE_VIEWED). A person is named by e-mail, phone, membership number or id; one that matches nobody gives an empty page.",
    tags: ["Audit"],
    auth: "bearer",
    permission: "audit.read",
    query: AuditQuerySchema,
    responses: { 200: AuditPageSchema, ...errorAnswers(400, 401, 403) },
  }),
};

/** The control panel's dashboard (issue 15, "Statistics"). */
export const statisticsEndpoints = {
  get: defineEndpoint({
    method: "GET",
    path: "/admin/statistics",
    summary: "Members, renewals, revenue, compliance, expiries and the review queue in numbers",
    description:
      "Computed by the database (aggregates) and kept for its scope: for STATISTICS_MAX_AGE_SECONDS (60 by default) every official of the same scope gets the same answer, `generated_at` saying when it was computed; `fresh=true` computes it again. Regional admins see their region only: another region is 403.",
    tags: ["Statistics"],
    auth: "bearer",
    permission: "members.read",
    query: StatisticsQuerySchema,
    responses: { 200: StatisticsSchema, ...errorAnswers(400, 401, 403) },
  }),
};
