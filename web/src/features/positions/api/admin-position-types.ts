import type { AdminPositionSchema, ApplicantSchema, PositionWriteSchema } from "@gkf/contract";

/** A position as officials see it: status, window and the count of applications per status. */
export type AdminPosition = ReturnType<typeof AdminPositionSchema.parse>;
/** An application with the applicant's membership summary. */
export type Applicant = ReturnType<typeof ApplicantSchema.parse>;
/** The body of POST /admin/positions and PUT /admin/positions/:id. */
export type PositionWrite = ReturnType<typeof PositionWriteSchema.parse>;
export type DecisionStatus = "SHORTLISTED" | "APPOINTED" | "REJECTED";
