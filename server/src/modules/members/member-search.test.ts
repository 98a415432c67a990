import type { MemberPageSchema } from "@gkf/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { memberWithSession } from "../../test/accounts-helpers.js";
import { createTestApp, type TestContext } from "../../test/test-app.js";

type MemberPage = z.infer<typeof MemberPageSchema>;

/**
 * The directory's name index (decision 102) follows the names: what registration, an official's
 * correction and erasure write is what the search finds, on the engine under test.
 */
describe("member directory: the name index stays current", () => {
  let context: TestContext;
  let official: Awaited<ReturnType<typeof memberWithSession>>;
  let ama: Awaited<ReturnType<typeof memberWithSession>>;
  const tag = `q${Date.now().toString(36)}`;

  beforeAll(async () => {
    context = await createTestApp();
    official = await memberWithSession(context.app, {
      overrides: { first_name: "Efua", last_name: "Searcher" },
      staff: { role: "FEDERATION_ADMIN", region: null },
    });
    ama = await memberWithSession(context.app, {
      overrides: { first_name: "Amá", last_name: `Ocloó${tag}` },
    });
  });
  afterAll(async () => {
    await context.app.close();
  });

  const ids = async (q: string) => {
    const response = await context.app.inject({
      method: "GET",
      url: `/api/admin/members?q=${encodeURIComponent(q)}`,
      headers: official.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as MemberPage).items.map((item) => item.id);
  };

  it("finds a new member by any part of a word, short words and several words included", async () => {
    for (const q of [`ocloo${tag}`, `OCLÓ`, `loo${tag}`, tag, `ama ${tag}`, `ma ${tag}`, `a ${tag.slice(1)}`]) {
      expect(await ids(q), q).toEqual([ama.userId]);
    }
    expect(await ids(`ama searcher`)).not.toContain(ama.userId);
  });

  it("finds a corrected name by the new spelling, no longer by the old one", async () => {
    const corrected = await context.app.inject({
      method: "PATCH",
      url: `/api/admin/members/${ama.userId}`,
      headers: official.headers,
      payload: { changes: { last_name: `Quartey${tag}` }, reason: "Spelling on the Ghana card" },
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(await ids(`quartey${tag}`)).toEqual([ama.userId]);
    expect(await ids(`artey${tag}`)).toEqual([ama.userId]);
    expect(await ids(`ocloo${tag}`)).toEqual([]);
    expect(await ids(`ama ocl`)).not.toContain(ama.userId);
    const terms = await context.app.db
      .selectFrom("member_search_terms")
      .select("term")
      .where("user_id", "=", ama.userId)
      .execute();
    expect(terms.map((row) => row.term).sort()).toEqual(
      ["ama", `quartey${tag}`, `uartey${tag}`, `artey${tag}`, `rtey${tag}`, `tey${tag}`, `ey${tag}`, `y${tag}`]
        .concat(Array.from({ length: tag.length - 2 }, (_, index) => tag.slice(index)))
        .sort(),
    );
  });

  it("forgets an erased member's name", async () => {
    await context.app.services.accounts.eraseAccount(ama.userId);
    expect(await ids(`quartey${tag}`)).toEqual([]);
    expect(await ids(tag)).toEqual([]);
  });
});
