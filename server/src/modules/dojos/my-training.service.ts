import type { MyTraining } from "@gkf/contract";
import { today } from "../memberships/membership-rules.js";
import { addDays, type DojoContext } from "./dojo-context.js";
import { presentEnrolment } from "./students.service.js";
import type { TrainingsService } from "./trainings.service.js";

/** How far back the attendance history and rate reach. */
const HISTORY_DAYS = 180;
/** How far ahead upcoming sessions reach. */
const UPCOMING_DAYS = 14;

/** GET /my-account/membership/training: the member's dojo, sessions, attendance and rate. */
export class MyTrainingService {
  constructor(
    private readonly context: DojoContext,
    private readonly trainings: TrainingsService,
  ) {}

  async get(userId: string): Promise<MyTraining> {
    const day = today();
    const history = await this.context.enrolments.historyOf(userId);
    const dojos = await this.context.dojos.findMany([...new Set(history.map((row) => row.dojo_id))]);
    const dojoOf = (id: string) => dojos.find((dojo) => dojo.id === id) ?? { id, code: "", name: "" };
    const home = history.find((row) => row.status === "ACTIVE");
    const pending = history.find((row) => row.status === "REQUESTED");
    const homeDojo = home ? dojos.find((dojo) => dojo.id === home.dojo_id) : undefined;
    const [dojo, upcoming, attendance] = await Promise.all([
      homeDojo ? this.context.presentOne(homeDojo, userId) : null,
      homeDojo ? this.trainings.sessionsOf([homeDojo.id], day, addDays(day, UPCOMING_DAYS)) : [],
      this.context.trainings.memberAttendance(userId, addDays(day, -HISTORY_DAYS)),
    ]);
    const attended = attendance.filter((row) => row.status === "PRESENT" || row.status === "LATE").length;
    return {
      dojo,
      enrolment: home ? presentEnrolment(home, dojoOf(home.dojo_id)) : null,
      pending_request: pending ? presentEnrolment(pending, dojoOf(pending.dojo_id)) : null,
      upcoming_sessions: upcoming,
      attendance: attendance.map((row) => ({
        session_id: row.session_id,
        date: row.date,
        start_time: row.start_time,
        end_time: row.end_time,
        title: row.title ?? null,
        dojo: { id: row.dojo_id, name: row.dojo_name },
        counts_toward_grading: row.counts_toward_grading === 1,
        status: row.status,
      })),
      rate: {
        attended,
        recorded: attendance.length,
        percent: attendance.length > 0 ? Math.round((attended / attendance.length) * 100) : null,
      },
      history: history.map((row) => presentEnrolment(row, dojoOf(row.dojo_id))),
    };
  }
}
