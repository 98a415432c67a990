import type { FastifyInstance } from "fastify";

type Headers = Record<string, string>;

/**
 * A member's payment calls (the mobile-money prompt and "verify"), and the rows a payment test
 * checks after them: the payment by its reference, its credits, the member's membership. `on`
 * sends a call to another process on the same database (the race tests).
 */
export function paymentCalls(app: FastifyInstance) {
  const paymentOf = (reference: string) =>
    app.db.selectFrom("payments").selectAll().where("reference", "=", reference).executeTakeFirstOrThrow();
  return {
    prompt: (headers: Headers, payload: Record<string, unknown>, on = app) =>
      on.inject({ method: "POST", url: "/api/my-account/membership/payment/mobile-money", headers, payload }),
    verify: (headers: Headers, reference: string, on = app) =>
      on.inject({ method: "POST", url: "/api/my-account/membership/payment/verify", headers, payload: { reference } }),
    paymentOf,
    creditsOf: async (reference: string) =>
      app.db
        .selectFrom("payment_credits")
        .selectAll()
        .where("payment_id", "=", (await paymentOf(reference)).id)
        .execute(),
    membershipOf: (userId: string) =>
      app.db.selectFrom("memberships").selectAll().where("user_id", "=", userId).executeTakeFirstOrThrow(),
  };
}
