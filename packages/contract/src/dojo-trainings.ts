import { z } from "zod";
import { CalendarDateSchema } from "./dates.js";
import { ATTENDANCE_STATUSES, DojoEnrolmentSchema, DojoSchema, PersonNameSchema, WeekdaySchema } from "./dojos.js";
import { lazySchema } from "./lazy-schema.js";
import { BELTS } from "./memberships.js";
import { TimeOfDaySchema } from "./validators.js";

/** A dojo's trainings, their sessions and attendance (issue 13); the dojo itself: dojos.ts. */

const InstructorRefSchema = lazySchema(() => PersonNameSchema.extend({ member_id: z.string(), flagged: z.boolean() }));

export const DojoTrainingSchema = lazySchema(() =>
  z
    .object({
      id: z.string(),
      title: z.string().nullable(),
      weekday: WeekdaySchema,
      start_time: z.string(),
      end_time: z.string(),
      lead_instructor: InstructorRefSchema,
      min_belt: z.enum(BELTS).nullable(),
      max_belt: z.enum(BELTS).nullable(),
      counts_toward_grading: z.boolean(),
      starts_on: z.string(),
      ends_on: z.string().nullable().describe("Last day of the schedule; null while it runs"),
    })
    .describe("DojoTraining"),
);
export type DojoTraining = z.infer<typeof DojoTrainingSchema>;

export const TrainingWriteSchema = lazySchema(() =>
  z
    .strictObject({
      title: z.string().trim().max(80).optional(),
      weekday: WeekdaySchema,
      start_time: TimeOfDaySchema,
      end_time: TimeOfDaySchema.describe("After start_time"),
      lead_instructor: z.string().min(1).max(64).describe("Member id of an instructor of this dojo"),
      min_belt: z.enum(BELTS).optional(),
      max_belt: z.enum(BELTS).optional(),
      counts_toward_grading: z.boolean(),
      starts_on: CalendarDateSchema.optional().describe("YYYY-MM-DD; default today"),
      ends_on: CalendarDateSchema.optional(),
    })
    .describe("TrainingWrite"),
);
export type TrainingWrite = z.input<typeof TrainingWriteSchema>;

export const AttendanceCountsSchema = lazySchema(() =>
  z.object({
    PRESENT: z.number().int(),
    LATE: z.number().int(),
    EXCUSED: z.number().int(),
    ABSENT: z.number().int(),
  }),
);

export const DojoSessionSchema = lazySchema(() =>
  z
    .object({
      id: z.string(),
      training_id: z.string(),
      title: z.string().nullable(),
      date: z.string().describe("YYYY-MM-DD"),
      start_time: z.string(),
      end_time: z.string(),
      lead_instructor: InstructorRefSchema,
      counts_toward_grading: z.boolean(),
      cancelled: z.boolean(),
      cancel_note: z.string().nullable(),
      attendance: AttendanceCountsSchema.describe("Recorded so far, by status"),
    })
    .describe("DojoSession"),
);
export type DojoSession = z.infer<typeof DojoSessionSchema>;

/** At most this many days per sessions read. */
export const SESSION_RANGE_MAX_DAYS = 120;

export const DojoSessionRangeQuerySchema = lazySchema(() =>
  z.object({
    from: CalendarDateSchema.describe("First day, inclusive (YYYY-MM-DD)"),
    to: CalendarDateSchema.describe(`Last day, inclusive; at most ${SESSION_RANGE_MAX_DAYS} days after from`),
  }),
);

export const DojoSessionUpdateSchema = lazySchema(() =>
  z
    .strictObject({
      cancelled: z.boolean(),
      note: z.string().trim().max(300).optional().describe("Why it is cancelled; required when cancelling"),
    })
    .describe("SessionUpdate"),
);

// Attendance

export const AttendanceEntrySchema = lazySchema(() =>
  z.strictObject({
    member: z.string().min(1).max(64).describe("The student's member id"),
    status: z.enum(ATTENDANCE_STATUSES),
    client_id: z
      .string()
      .min(8)
      .max(64)
      .regex(/^[A-Za-z0-9_-]+$/)
      .describe("Made on the device for this entry; an entry sent again with it is recorded once"),
  }),
);
export type AttendanceEntry = z.infer<typeof AttendanceEntrySchema>;

export const AttendanceRequestSchema = lazySchema(() =>
  z.strictObject({ entries: z.array(AttendanceEntrySchema).min(1).max(300) }).describe("AttendanceEntries"),
);
export type AttendanceRequest = z.infer<typeof AttendanceRequestSchema>;

export const DojoRollEntrySchema = lazySchema(() =>
  z.object({
    member_id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    code: z.string().nullable(),
    belt: z.enum(BELTS).nullable(),
    status: z.enum(ATTENDANCE_STATUSES).nullable().describe("null until taken"),
    recorded_at: z.string().nullable(),
  }),
);

/** A session's roll: every active student of the dojo (and anyone recorded), with their status. */
export const DojoSessionRollSchema = lazySchema(() =>
  z
    .object({
      session: DojoSessionSchema,
      items: z.array(DojoRollEntrySchema),
      recorded: z.number().int().describe("Entries of this request recorded now"),
      repeated: z.number().int().describe("Entries of this request already recorded before (same client_id)"),
    })
    .describe("SessionRoll"),
);
export type SessionRoll = z.infer<typeof DojoSessionRollSchema>;

// My training

export const MyAttendanceSchema = lazySchema(() =>
  z.object({
    session_id: z.string(),
    date: z.string(),
    start_time: z.string(),
    end_time: z.string(),
    title: z.string().nullable(),
    dojo: z.object({ id: z.string(), name: z.string() }),
    counts_toward_grading: z.boolean(),
    status: z.enum(ATTENDANCE_STATUSES),
  }),
);

export const MyTrainingSchema = lazySchema(() =>
  z
    .object({
      dojo: DojoSchema.nullable().describe("The home dojo; null without one"),
      enrolment: DojoEnrolmentSchema.nullable().describe("The active enrolment"),
      pending_request: DojoEnrolmentSchema.nullable().describe("A join request waiting for an instructor"),
      upcoming_sessions: z.array(DojoSessionSchema).describe("The home dojo's sessions in the next 14 days"),
      attendance: z.array(MyAttendanceSchema).describe("The last 180 days, newest first"),
      rate: z.object({
        attended: z.number().int().describe("PRESENT or LATE"),
        recorded: z.number().int().describe("Sessions with an entry for the member"),
        percent: z.number().int().min(0).max(100).nullable().describe("attended / recorded; null when none"),
      }),
      history: z.array(DojoEnrolmentSchema).describe("Every enrolment, newest first (transfers keep the old one)"),
    })
    .describe("MyTraining"),
);
export type MyTraining = z.infer<typeof MyTrainingSchema>;
