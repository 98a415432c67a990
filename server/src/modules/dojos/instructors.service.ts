import type { Belt, DojoInstructor, MembershipStatus } from "@gkf/contract";
import { inTransaction } from "../../db/transaction.js";
import { AppError, notFound } from "../../http/errors.js";
import { credentialsOf } from "./credentials.js";
import { DOJO_ERROR_CODES, type DojoContext, type Meta } from "./dojo-context.js";
import { DojoNotices } from "./dojo-notices.js";
import { DojosRepository } from "./dojos.repository.js";

/** The head instructor's assistants, and everyone's credentials (states only, never documents). */
export class InstructorsService {
  private readonly notices: DojoNotices;

  constructor(private readonly context: DojoContext) {
    this.notices = new DojoNotices(context.deps);
  }

  async list(dojoId: string, userId: string): Promise<DojoInstructor[]> {
    const { dojo } = await this.context.requireInstructor(dojoId, userId);
    return this.present(dojo.id);
  }

  async add(dojoId: string, userId: string, member: string, meta: Meta): Promise<DojoInstructor> {
    const dojo = await this.context.requireHead(dojoId, userId);
    const found =
      (await this.context.deps.memberships.findByCode(member.toUpperCase())) ??
      (await this.context.deps.memberships.findByUser(member));
    if (!found) throw notFound("No member has this membership number.");
    await this.context.requireActiveCoach(found.user_id, "they");
    const members = await this.context.deps.accounts.getMembers([found.user_id, userId]);
    // The new assistant and their message commit together.
    const added = await inTransaction(this.context.deps.db, async (trx) => {
      const inserted = await new DojosRepository(trx).addInstructor({
        dojo_id: dojo.id,
        user_id: found.user_id,
        role: "ASSISTANT",
        added_by: userId,
        created_at: new Date().toISOString(),
      });
      const instructor = members.get(found.user_id);
      if (inserted && instructor) await this.notices.instructorAdded(trx, dojo, instructor, members.get(userId));
      return inserted;
    });
    if (!added) {
      throw new AppError(409, DOJO_ERROR_CODES.ALREADY_INSTRUCTOR, "This coach already teaches at this dojo.");
    }
    await this.context.deps.audit.record({
      action: "DOJO_INSTRUCTOR_ADDED",
      actorUserId: userId,
      subjectUserId: found.user_id,
      detail: { dojo: dojo.id },
      ...meta,
    });
    const list = await this.present(dojo.id);
    return list.find((entry) => entry.member_id === found.user_id) as DojoInstructor;
  }

  async remove(dojoId: string, userId: string, memberId: string, meta: Meta) {
    const dojo = await this.context.requireHead(dojoId, userId);
    if (!(await this.context.dojos.removeInstructor(dojo.id, memberId))) {
      throw notFound("This member is not an assistant instructor of this dojo.");
    }
    await this.context.deps.audit.record({
      action: "DOJO_INSTRUCTOR_REMOVED",
      actorUserId: userId,
      subjectUserId: memberId,
      detail: { dojo: dojo.id },
      ...meta,
    });
    return { items: await this.present(dojo.id) };
  }

  private async present(dojoId: string): Promise<DojoInstructor[]> {
    const rows = await this.context.dojos.instructors(dojoId);
    const ids = rows.map((row) => row.user_id);
    const members = await this.context.deps.accounts.getMembers(ids);
    return Promise.all(
      rows.map(async (row) => {
        const [membership, credentials] = await Promise.all([
          this.context.deps.memberships.findByUser(row.user_id),
          credentialsOf(this.context.deps.documents, row.user_id),
        ]);
        const member = members.get(row.user_id);
        return {
          member_id: row.user_id,
          first_name: member?.firstName ?? "",
          last_name: member?.lastName ?? "",
          role: row.role,
          belt: (membership?.current_belt ?? null) as Belt | null,
          membership_status: (membership?.status ?? "PENDING_PAYMENT") as MembershipStatus,
          credentials: credentials.credentials,
          flagged: credentials.flagged,
          since: row.created_at,
        };
      }),
    );
  }
}
