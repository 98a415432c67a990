import { randomBytes, randomUUID } from "node:crypto";
import {
  type AdminPayment,
  type Fee,
  formatMoney,
  type ManualPaymentRequest,
  NEEDS_REFUND_STATUSES,
} from "@gkf/contract";
import { type Db, inTransaction } from "../../db/transaction.js";
import { AppError, notFound } from "../../http/errors.js";
import type { StaffScope } from "../../http/permissions.js";
import type { MemberDirectory } from "../accounts/member-directory.js";
import type { AuditService } from "../audit/audit.service.js";
import { today } from "../memberships/membership-rules.js";
import type { CreditedFields, MembershipsService } from "../memberships/memberships.service.js";
import type { PaymentCrediting } from "./payment-crediting.js";
import {
  feeNotConfigured,
  isNeedsRefund,
  PAYMENT_ERROR_CODES,
  presentPayment,
  type RequestMeta,
  voidNotAllowed,
  voidRefusal,
} from "./payment-rules.js";
import { PaymentsRepository } from "./payments.repository.js";
import type { PaymentRow } from "./payments.table.js";

/**
 * The officials' side of payments: the fee table, the ledger, cash and bank transfers recorded
 * at the secretariat (credited like online payments), voids and refunds. Every change audited.
 */
export class PaymentsAdminService {
  private readonly repository: PaymentsRepository;

  constructor(
    private readonly db: Db,
    private readonly crediting: PaymentCrediting,
    private readonly memberships: MembershipsService,
    private readonly accounts: MemberDirectory,
    private readonly audit: AuditService,
  ) {
    this.repository = new PaymentsRepository(db);
  }

  // Fees

  async listFees(): Promise<Fee[]> {
    return (await this.repository.listFees()).map((fee) => ({
      membership_type: fee.membership_type as Fee["membership_type"],
      purpose: fee.purpose,
      amount: fee.amount,
      currency: "GHS",
      period_months: fee.period_months,
    }));
  }

  async updateFees(officialId: string, fees: Fee[], meta: { ip: string; userAgent: string }): Promise<Fee[]> {
    const before = await this.listFees();
    const now = new Date().toISOString();
    await inTransaction(this.db, async (trx) => {
      const repository = new PaymentsRepository(trx);
      for (const fee of fees) await repository.upsertFee({ ...fee, updated_at: now, updated_by: officialId });
    });
    await this.audit.record({
      action: "FEES_UPDATED",
      actorUserId: officialId,
      ip: meta.ip,
      userAgent: meta.userAgent,
      detail: { before, after: fees },
    });
    return this.listFees();
  }

  // Ledger

  async ledger(
    scope: StaffScope,
    filter: {
      reference?: string;
      status?: string;
      purpose?: string;
      from?: string;
      to?: string;
      region?: string;
      page: number;
      pageSize: number;
    },
  ) {
    if (filter.region && !scope.canAccessRegion(filter.region)) {
      throw new AppError(403, "FORBIDDEN", "You can see payments of your own region only.");
    }
    const { rows, total, paidAmount } = await this.repository.ledger({
      ...filter,
      regions: filter.region ? [filter.region] : scope.regions,
    });
    const people = rows.flatMap((row) => [row.user_id, row.recorded_by, row.voided_by, row.refunded_by]);
    const members = await this.accounts.getMembers([...new Set(people.filter((id): id is string => Boolean(id)))]);
    const codes = await Promise.all(rows.map((row) => this.memberships.findByUser(row.user_id)));
    const nameOf = (id: string | null) => {
      const person = id ? members.get(id) : undefined;
      return { first_name: person?.firstName ?? "", last_name: person?.lastName ?? "" };
    };
    const canRecord = scope.regions === undefined;
    return {
      items: rows.map((row, index): AdminPayment => {
        const member = members.get(row.user_id);
        return {
          ...presentPayment(row),
          member: {
            first_name: member?.firstName ?? "",
            last_name: member?.lastName ?? "",
            code: codes[index]?.code ?? null,
            region: row.region_code,
          },
          needs_refund: isNeedsRefund(row.status),
          manual:
            row.provider === "manual"
              ? {
                  method: row.method ?? "CASH",
                  payer: row.payer ?? "",
                  external_reference: row.external_reference ?? "",
                  received_on: row.received_on ?? row.created_at.slice(0, 10),
                  recorded_by: nameOf(row.recorded_by),
                  recorded_at: row.created_at,
                }
              : null,
          voided: row.voided_at
            ? { at: row.voided_at, by: nameOf(row.voided_by), reason: row.void_reason ?? "" }
            : null,
          refund: row.refunded_at
            ? {
                at: row.refunded_at,
                by: nameOf(row.refunded_by),
                refunded_on: row.refunded_on ?? row.refunded_at.slice(0, 10),
                refund_reference: row.refund_reference,
                note: row.refund_note ?? "",
              }
            : null,
          can_void: canRecord && voidRefusal(row, scope.userId) === null,
          can_refund: canRecord && isNeedsRefund(row.status),
        };
      }),
      total,
      page: filter.page,
      page_size: filter.pageSize,
      totals: { count: total, paid: { amount: paidAmount, currency: "GHS" as const } },
    };
  }

  // Manual payments

  /**
   * Cash or a bank transfer received at the secretariat, recorded by a federation official: the
   * amount is the fee table's, and it is credited exactly like an online payment (receipt,
   * membership, message), in one transaction. A purpose already paid is refused, never doubled.
   */
  async recordManual(officialId: string, input: ManualPaymentRequest, meta: RequestMeta): Promise<AdminPayment> {
    const userId = await this.resolveMember(input.member);
    if (input.received_on > today()) {
      throw new AppError(400, "VALIDATION_FAILED", "Some fields need your attention.", {
        fields: { received_on: "cannot be in the future" },
      });
    }
    const membership = await this.memberships.assertPayable(userId, input.purpose);
    const fee = await this.repository.findFee(membership.membership_type, input.purpose);
    if (!fee) throw feeNotConfigured("Set the fee first, then record the payment.");
    if (input.amount !== undefined && input.amount !== fee.amount) {
      throw new AppError(409, PAYMENT_ERROR_CODES.AMOUNT_NOT_FEE, `The fee is ${formatMoney(fee.amount)}.`, {
        action: "Record the payment for the fee's amount; refund or keep the difference outside the portal.",
        fields: { amount: `must be the fee, ${fee.amount} pesewas` },
      });
    }
    const now = new Date().toISOString();
    const payment: PaymentRow = {
      id: randomUUID(),
      user_id: userId,
      reference: `GKF-MAN-${randomBytes(9).toString("hex").toUpperCase()}`,
      purpose: input.purpose,
      subject: "",
      provider: "manual",
      amount: fee.amount,
      currency: "GHS",
      period_months: fee.period_months,
      status: "SUCCESS",
      channel: input.method === "CASH" ? "cash" : "bank_transfer",
      authorization_url: null,
      paid_at: input.received_on === now.slice(0, 10) ? now : `${input.received_on}T00:00:00.000Z`,
      receipt_number: null,
      region_code: membership.region_code,
      created_at: now,
      updated_at: now,
      method: input.method,
      payer: input.payer,
      external_reference: input.external_reference,
      received_on: input.received_on,
      recorded_by: officialId,
      voided_at: null,
      voided_by: null,
      void_reason: null,
      refunded_at: null,
      refunded_by: null,
      refunded_on: null,
      refund_reference: null,
      refund_note: null,
      member_name: null,
    };
    await this.crediting.creditManual(payment, { paidAt: payment.paid_at ?? now, channel: payment.channel }, () =>
      this.audit.record({
        action: "PAYMENT_RECORDED_MANUALLY",
        actorUserId: officialId,
        subjectUserId: userId,
        ...meta,
        detail: {
          reference: payment.reference,
          purpose: payment.purpose,
          amount: payment.amount,
          method: input.method,
          external_reference: input.external_reference,
          received_on: input.received_on,
        },
      }),
    );
    return this.adminView(officialId, payment.reference);
  }

  /**
   * Takes back a manual payment recorded by mistake: another official, within
   * MANUAL_PAYMENT_VOID_HOURS, with a reason. What the credit changed on the membership is put back.
   */
  async voidManual(officialId: string, reference: string, reason: string, meta: RequestMeta): Promise<AdminPayment> {
    const payment = await this.repository.findByReference(reference);
    if (!payment) throw notFound("There is no payment with this reference.");
    const refusal = voidRefusal(payment, officialId);
    if (refusal) throw refusal;
    await inTransaction(this.db, async (trx) => {
      const repository = new PaymentsRepository(trx);
      const now = new Date().toISOString();
      const changed = await repository.transition(payment.id, ["SUCCESS"], {
        status: "VOIDED",
        voided_at: now,
        voided_by: officialId,
        void_reason: reason,
      });
      if (!changed) throw voidNotAllowed("This payment was voided already.");
      await this.memberships.lockForCredit(payment.user_id, trx);
      const credit = await repository.findCredit(payment.id);
      if (credit && (await repository.hasLaterCredit(payment.user_id, payment.id, credit.credited_at))) {
        throw voidNotAllowed("Another payment of this member was credited after this one, so it cannot be taken back.");
      }
      if (credit?.membership_before) {
        const before = JSON.parse(credit.membership_before) as CreditedFields;
        await this.memberships.restoreAfterVoid(payment.user_id, before, trx);
      }
    });
    await this.audit.record({
      action: "PAYMENT_VOIDED",
      actorUserId: officialId,
      subjectUserId: payment.user_id,
      ...meta,
      detail: { reference, purpose: payment.purpose, amount: payment.amount, reason, recorded_by: payment.recorded_by },
    });
    return this.adminView(officialId, reference);
  }

  /** Records a refund made outside the portal for a duplicate or disputed payment. */
  async markRefunded(
    officialId: string,
    reference: string,
    input: { refunded_on: string; refund_reference?: string; note: string },
    meta: RequestMeta,
  ): Promise<AdminPayment> {
    const payment = await this.repository.findByReference(reference);
    if (!payment) throw notFound("There is no payment with this reference.");
    if (input.refunded_on > today()) {
      throw new AppError(400, "VALIDATION_FAILED", "Some fields need your attention.", {
        fields: { refunded_on: "cannot be in the future" },
      });
    }
    const changed = await this.repository.transition(payment.id, [...NEEDS_REFUND_STATUSES], {
      status: "REFUNDED",
      refunded_at: new Date().toISOString(),
      refunded_by: officialId,
      refunded_on: input.refunded_on,
      refund_reference: input.refund_reference ?? null,
      refund_note: input.note,
    });
    if (!changed) {
      throw new AppError(
        409,
        PAYMENT_ERROR_CODES.REFUND_NOT_ALLOWED,
        payment.status === "REFUNDED"
          ? "This payment is marked refunded already."
          : "Only a duplicate or disputed payment can be marked refunded.",
      );
    }
    await this.audit.record({
      action: "PAYMENT_REFUNDED",
      actorUserId: officialId,
      subjectUserId: payment.user_id,
      ...meta,
      detail: {
        reference,
        previous_status: payment.status,
        amount: payment.amount,
        refunded_on: input.refunded_on,
        refund_reference: input.refund_reference ?? null,
        note: input.note,
      },
    });
    return this.adminView(officialId, reference);
  }

  private async adminView(officialId: string, reference: string): Promise<AdminPayment> {
    const payment = await this.repository.findByReference(reference);
    if (!payment) throw notFound();
    const scope = { userId: officialId, regions: undefined, canAccessRegion: () => true };
    const { items } = await this.ledger(scope, { reference, page: 1, pageSize: 1 });
    const item = items[0];
    if (!item) throw notFound();
    return item;
  }

  /** The member an official names by membership number, e-mail or phone. */
  private async resolveMember(member: string): Promise<string> {
    const byCode = /^GKF-/i.test(member) ? await this.memberships.findByCode(member.toUpperCase()) : undefined;
    const userId = byCode?.user_id ?? (await this.accounts.findUserIdByUsername(member));
    if (!userId) {
      throw new AppError(404, "NOT_FOUND", "No member has this membership number, e-mail or phone number.", {
        fields: { member: "no member found" },
      });
    }
    return userId;
  }
}
