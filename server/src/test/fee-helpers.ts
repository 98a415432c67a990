import type { FastifyInstance } from "fastify";

/**
 * An official sets a registration fee (GHS 150.00 a year) for every membership type, as tests
 * that pay a registration need (PUT /api/admin/fees); throws when the official is refused.
 */
export async function setRegistrationFees(app: FastifyInstance, official: { headers: Record<string, string> }) {
  const answer = await app.inject({
    method: "PUT",
    url: "/api/admin/fees",
    headers: official.headers,
    payload: {
      items: ["ATHLETE", "COACH", "REFEREE", "OFFICIAL"].map((membership_type) => ({
        membership_type,
        purpose: "REGISTRATION",
        amount: 15_000,
        currency: "GHS",
        period_months: 12,
      })),
    },
  });
  if (answer.statusCode !== 200) throw new Error(`fees: ${answer.body}`);
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
