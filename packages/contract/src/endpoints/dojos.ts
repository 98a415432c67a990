import { z } from "zod";
import {
  AttendanceRequestSchema,
  DojoSessionRangeQuerySchema,
  DojoSessionRollSchema,
  DojoSessionSchema,
  DojoSessionUpdateSchema,
  DojoTrainingSchema,
  MyTrainingSchema,
  TrainingWriteSchema,
} from "../dojo-trainings.js";
import {
  AddInstructorRequestSchema,
  AdminDojoListSchema,
  AdminDojoQuerySchema,
  AdminDojoSchema,
  DojoAffiliationSchema,
  DojoDecisionSchema,
  DojoEnrolmentSchema,
  DojoInstructorSchema,
  DojoListQuerySchema,
  DojoSchema,
  DojoStudentSchema,
  JoinDojoRequestSchema,
  PublicDojoSchema,
  RegisterDojoRequestSchema,
  RegisterDojoResponseSchema,
  StudentDecisionSchema,
  StudentListQuerySchema,
} from "../dojos.js";
import { defineEndpoint, errorAnswers } from "../endpoint.js";
import { lazySchema } from "../lazy-schema.js";
import { listOf } from "../pagination.js";
import { InitializePaymentResponseSchema } from "../payments.js";

const tags = ["Dojos"] as const;
/** Every dojo path answers 404 while the dojos flag is off. */
const refusals = errorAnswers(400, 401, 403, 404, 409, 422);
const id = lazySchema(() => z.string().min(1).max(64));
const dojoId = lazySchema(() => z.object({ id }));
const dojoMember = lazySchema(() => z.object({ id, memberId: id }));
const dojoSession = lazySchema(() => z.object({ id, sessionId: id }));
const dojoTraining = lazySchema(() => z.object({ id, trainingId: id }));
const instructorsOnly = "An instructor of this dojo (403 for anyone else).";

/** Dojos: the public directory, registration and decisions, instructors, students, trainings, attendance. */
export const dojosEndpoints = {
  // Public

  list: defineEndpoint({
    method: "GET",
    path: "/gkf/dojos",
    summary: "ACTIVE dojos, by region and search (public: no personal data beyond the head instructor's name)",
    tags,
    auth: "none",
    query: DojoListQuerySchema,
    responses: { 200: listOf(PublicDojoSchema), ...errorAnswers(400, 404) },
  }),
  get: defineEndpoint({
    method: "GET",
    path: "/gkf/dojos/:id",
    summary: "One dojo (public) while it is ACTIVE, LAPSED or SUSPENDED; 404 otherwise",
    tags,
    auth: "none",
    params: dojoId,
    responses: { 200: PublicDojoSchema, ...errorAnswers(400, 404) },
  }),

  // The coach's side

  register: defineEndpoint({
    method: "POST",
    path: "/gkf/dojos",
    summary: "Register a dojo; the caller becomes its head instructor and it waits for the region's decision",
    description:
      "Needs an ACTIVE membership of type COACH (403 COACH_MEMBERSHIP_REQUIRED, 403 MEMBERSHIP_NOT_ACTIVE). 201 with a code unique in the federation (GKF-D-<region>-0012) and status PENDING. 409 DOJO_ALREADY_REGISTERED when the caller heads a dojo of the same name in the same town already (case, accents and punctuation aside; a rejected registration aside): a form sent twice registers one dojo.",
    tags,
    auth: "bearer",
    body: RegisterDojoRequestSchema,
    responses: { 201: RegisterDojoResponseSchema, ...refusals },
  }),
  mine: defineEndpoint({
    method: "GET",
    path: "/gkf/dojos/mine",
    summary: "The dojos the caller teaches at or registered (any status), with affiliation and counts",
    tags,
    auth: "bearer",
    responses: { 200: listOf(DojoSchema), ...errorAnswers(401, 404) },
  }),
  detail: defineEndpoint({
    method: "GET",
    path: "/gkf/dojos/:id/detail",
    summary: "One dojo as its instructors and students see it (my role, counts, decision reason)",
    description: "Instructors and students (active or asking to join) of the dojo; 403 for anyone else.",
    tags,
    auth: "bearer",
    params: dojoId,
    responses: { 200: DojoSchema, ...refusals },
  }),
  affiliation: defineEndpoint({
    method: "GET",
    path: "/gkf/dojos/:id/affiliation",
    summary: "This season's affiliation: state, fee, due date, receipt, and earlier seasons",
    description: instructorsOnly,
    tags,
    auth: "bearer",
    params: dojoId,
    responses: { 200: DojoAffiliationSchema, ...refusals },
  }),
  payAffiliation: defineEndpoint({
    method: "POST",
    path: "/gkf/dojos/:id/affiliation/pay",
    summary: "Start paying this season's affiliation (the head instructor), like any payment",
    description:
      "The amount comes from the fee table (DOJO_AFFILIATION). 201 with a new payment; 200 with the open one. The payment is then checked with POST /my-account/membership/payment/verify and credited once, with a receipt. 409 AFFILIATION_PAID when already paid; 409 DOJO_NOT_AFFILIATED while PENDING or REJECTED.",
    tags,
    auth: "bearer",
    params: dojoId,
    responses: {
      200: InitializePaymentResponseSchema,
      201: InitializePaymentResponseSchema,
      ...errorAnswers(400, 401, 403, 404, 409, 422, 502),
    },
  }),

  // Instructors

  instructors: defineEndpoint({
    method: "GET",
    path: "/gkf/dojos/:id/instructors",
    summary: "The dojo's instructors with their credential states (never the documents)",
    description: instructorsOnly,
    tags,
    auth: "bearer",
    params: dojoId,
    responses: { 200: listOf(DojoInstructorSchema), ...refusals },
  }),
  addInstructor: defineEndpoint({
    method: "POST",
    path: "/gkf/dojos/:id/instructors",
    summary: "Add an assistant instructor (the head instructor only): a member with an ACTIVE COACH membership",
    tags,
    auth: "bearer",
    params: dojoId,
    body: AddInstructorRequestSchema,
    responses: { 201: DojoInstructorSchema, ...refusals },
  }),
  removeInstructor: defineEndpoint({
    method: "DELETE",
    path: "/gkf/dojos/:id/instructors/:memberId",
    summary: "Remove an assistant instructor (the head instructor only)",
    tags,
    auth: "bearer",
    params: dojoMember,
    responses: { 200: listOf(DojoInstructorSchema), ...refusals },
  }),

  // Students

  join: defineEndpoint({
    method: "POST",
    path: "/gkf/dojos/:id/join",
    summary: "Ask to join an ACTIVE dojo as one's home dojo (accepted by an instructor)",
    description:
      "201 with the request. Joining another dojo while having one is a transfer: once accepted, the old enrolment ends and stays in the history. 409 ALREADY_ENROLLED (this dojo), 409 JOIN_PENDING (a request is waiting).",
    tags,
    auth: "bearer",
    params: dojoId,
    body: JoinDojoRequestSchema.optional(),
    responses: { 201: DojoEnrolmentSchema, ...refusals },
  }),
  leave: defineEndpoint({
    method: "DELETE",
    path: "/gkf/dojos/:id/join",
    summary: "Withdraw one's join request, or leave the dojo (the enrolment ends and stays in the history)",
    tags,
    auth: "bearer",
    params: dojoId,
    responses: { 200: DojoEnrolmentSchema, ...refusals },
  }),
  students: defineEndpoint({
    method: "GET",
    path: "/gkf/dojos/:id/students",
    summary: "The dojo's students and join requests: name, category, belt, membership and compliance status",
    description: instructorsOnly,
    tags,
    auth: "bearer",
    params: dojoId,
    query: StudentListQuerySchema,
    responses: { 200: listOf(DojoStudentSchema), ...refusals },
  }),
  decideStudent: defineEndpoint({
    method: "PATCH",
    path: "/gkf/dojos/:id/students/:memberId",
    summary: "Accept or decline a join request, or end an active student's enrolment",
    description: `${instructorsOnly} 409 ALREADY_DECIDED when nothing is waiting.`,
    tags,
    auth: "bearer",
    params: dojoMember,
    body: StudentDecisionSchema,
    responses: { 200: DojoStudentSchema, ...refusals },
  }),

  // Trainings and sessions

  trainings: defineEndpoint({
    method: "GET",
    path: "/gkf/dojos/:id/trainings",
    summary: "The dojo's weekly training schedules that run today or later",
    description: "Instructors and active students of the dojo.",
    tags,
    auth: "bearer",
    params: dojoId,
    responses: { 200: listOf(DojoTrainingSchema), ...refusals },
  }),
  addTraining: defineEndpoint({
    method: "POST",
    path: "/gkf/dojos/:id/trainings",
    summary: "Schedule a weekly training",
    description: `${instructorsOnly} 422 INSTRUCTOR_NOT_CLEARED when the lead's coaching licence or safeguarding is not valid; 409 DOJO_NOT_ACTIVE unless ACTIVE.`,
    tags,
    auth: "bearer",
    params: dojoId,
    body: TrainingWriteSchema,
    responses: { 201: DojoTrainingSchema, ...refusals },
  }),
  endTraining: defineEndpoint({
    method: "DELETE",
    path: "/gkf/dojos/:id/trainings/:trainingId",
    summary: "End a weekly training: no sessions after today (past sessions and attendance stay)",
    description: instructorsOnly,
    tags,
    auth: "bearer",
    params: dojoTraining,
    responses: { 200: DojoTrainingSchema, ...refusals },
  }),
  sessions: defineEndpoint({
    method: "GET",
    path: "/gkf/dojos/:id/sessions",
    summary: "The sessions the schedules produce between two days, cancelled ones included",
    description: "Instructors and active students of the dojo. At most 120 days per read.",
    tags,
    auth: "bearer",
    params: dojoId,
    query: DojoSessionRangeQuerySchema,
    responses: { 200: listOf(DojoSessionSchema), ...refusals },
  }),
  updateSession: defineEndpoint({
    method: "PATCH",
    path: "/gkf/dojos/:id/sessions/:sessionId",
    summary: "Cancel a session with a note, or restore it",
    description: instructorsOnly,
    tags,
    auth: "bearer",
    params: dojoSession,
    body: DojoSessionUpdateSchema,
    responses: { 200: DojoSessionSchema, ...refusals },
  }),
  roll: defineEndpoint({
    method: "GET",
    path: "/gkf/dojos/:id/sessions/:sessionId/attendance",
    summary: "A session's roll: the dojo's active students with what was recorded",
    description: instructorsOnly,
    tags,
    auth: "bearer",
    params: dojoSession,
    responses: { 200: DojoSessionRollSchema, ...refusals },
  }),
  recordAttendance: defineEndpoint({
    method: "PUT",
    path: "/gkf/dojos/:id/sessions/:sessionId/attendance",
    summary: "Record attendance entries (a roll call, or queued offline); idempotent by client_id",
    description: `${instructorsOnly} An entry whose client_id was recorded before is not recorded again (counted in repeated); a later entry for the same student replaces the status. 422 NOT_ENROLLED names students not enrolled in this dojo (nothing is recorded); 409 SESSION_CANCELLED.`,
    tags,
    auth: "bearer",
    params: dojoSession,
    body: AttendanceRequestSchema,
    responses: { 200: DojoSessionRollSchema, ...refusals },
  }),

  // The member's training

  myTraining: defineEndpoint({
    method: "GET",
    path: "/my-account/membership/training",
    summary: "The caller's home dojo, upcoming sessions, attendance history and rate, and join requests",
    tags,
    auth: "bearer",
    responses: { 200: MyTrainingSchema, ...errorAnswers(401, 404) },
  }),

  // Officials

  adminList: defineEndpoint({
    method: "GET",
    path: "/admin/dojos",
    summary: "Dojos by status and region, with affiliation and counts, and a summary per region",
    description: "Regional admins see their region only.",
    tags,
    auth: "bearer",
    permission: "dojos.manage",
    query: AdminDojoQuerySchema,
    responses: { 200: AdminDojoListSchema, ...refusals },
  }),
  decide: defineEndpoint({
    method: "PATCH",
    path: "/admin/dojos/:id",
    summary: "Approve (ACTIVE) or reject a pending dojo, suspend an active one, or reinstate a suspended one",
    description:
      "The regional admin of the dojo's region or a federation admin; another region's admin gets 403. A reason is required to reject or suspend. 409 ALREADY_DECIDED when the dojo's state does not allow the decision.",
    tags,
    auth: "bearer",
    permission: "dojos.manage",
    params: dojoId,
    body: DojoDecisionSchema,
    responses: { 200: AdminDojoSchema, ...refusals },
  }),
};
