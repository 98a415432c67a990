import { describe, expect, it } from "vitest";
import { memberWithSession } from "../../test/accounts-helpers.js";
import {
  app,
  initialize,
  providerSaysPaid,
  twoPaidRegistrations,
  verify,
} from "../payments/payments-hardening.test-fixtures.js";

/** The process's payment outcome counters as /api/metrics shows them. */
async function outcomes(): Promise<Record<string, number>> {
  const response = await app.inject({ method: "GET", url: "/api/metrics" });
  expect(response.statusCode).toBe(200);
  const counts: Record<string, number> = {};
  for (const match of response.body.matchAll(/^gkf_payment_outcomes_total\{outcome="(\w+)"\} (\d+)$/gm)) {
    counts[match[1] as string] = Number(match[2]);
  }
  return counts;
}

describe("payment outcomes in /api/metrics", () => {
  it("counts each payment's final word once: credited, failed, duplicate, disputed", async () => {
    const before = await outcomes();
    const delta = async () => {
      const now = await outcomes();
      return Object.fromEntries(
        Object.entries(now)
          .map(([outcome, count]) => [outcome, count - (before[outcome] ?? 0)])
          .filter(([, count]) => count !== 0),
      );
    };

    const member = await memberWithSession(app);
    const paid = (await initialize(app, member.headers)).json().reference as string;
    await providerSaysPaid(paid, 15_000);
    expect((await verify(app, member.headers, paid)).json().status).toBe("SUCCESS");
    // Asked again: already settled, not counted twice.
    await verify(app, member.headers, paid);
    expect(await delta()).toEqual({ credited: 1 });

    // One failed, then both paid: the first credited, the second a duplicate to refund.
    const { member: twice, first, second } = await twoPaidRegistrations();
    expect((await verify(app, twice.headers, first)).json().status).toBe("SUCCESS");
    expect((await verify(app, twice.headers, second)).json().status).toBe("DUPLICATE");

    const short = await memberWithSession(app);
    const disputed = (await initialize(app, short.headers)).json().reference as string;
    await providerSaysPaid(disputed, 100);
    expect((await verify(app, short.headers, disputed)).json().status).toBe("DISPUTED");

    expect(await delta()).toEqual({ credited: 2, failed: 1, duplicate: 1, disputed: 1 });
  });
});
