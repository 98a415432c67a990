import type { FastifyInstance } from "fastify";

const MEMBERSHIP_TYPES = ["ATHLETE", "COACH", "REFEREE", "OFFICIAL"] as const;

/** One fee as PUT /api/admin/fees takes it: in GHS pesewas, for a year. */
export function fee(membershipType: string, purpose: string, amount: number) {
  return { membership_type: membershipType, purpose, amount, currency: "GHS", period_months: 12 };
}

/**
 * A registration fee for every membership type (GHS 150.00 unless given) and, when given, a
 * renewal fee for each as well.
 */
export function feesForEveryType({ registration = 15_000, renewal }: { registration?: number; renewal?: number } = {}) {
  return MEMBERSHIP_TYPES.flatMap((type) => [
    fee(type, "REGISTRATION", registration),
    ...(renewal === undefined ? [] : [fee(type, "RENEWAL", renewal)]),
  ]);
}

/** An official sets these fees (PUT /api/admin/fees); throws when the official is refused. */
export async function setFees(
  app: FastifyInstance,
  official: { headers: Record<string, string> },
  items: ReturnType<typeof fee>[],
) {
  const answer = await app.inject({
    method: "PUT",
    url: "/api/admin/fees",
    headers: official.headers,
    payload: { items },
  });
  if (answer.statusCode !== 200) throw new Error(`fees: ${answer.body}`);
}

/**
 * An official sets a registration fee (GHS 150.00 a year) for every membership type, as tests
 * that pay a registration need; throws when the official is refused.
 */
export function setRegistrationFees(app: FastifyInstance, official: { headers: Record<string, string> }) {
  return setFees(app, official, feesForEveryType());
}

/** A member starts paying the registration fee (POST payment/initialize); the answer, 201 when it started. */
export function startRegistrationPayment(app: FastifyInstance, member: { headers: Record<string, string> }) {
  return app.inject({
    method: "POST",
    url: "/api/my-account/membership/payment/initialize",
    headers: member.headers,
    payload: { purpose: "REGISTRATION" },
  });
}
