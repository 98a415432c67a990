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
