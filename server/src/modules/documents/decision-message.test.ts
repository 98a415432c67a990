import { afterEach, describe, expect, it, vi } from "vitest";
import { memberWithSession, outbox } from "../../test/accounts-helpers.js";
import { createTestApp } from "../../test/test-app.js";
import { pdfDocument, upload } from "../../test/upload-helpers.js";

const { app } = await createTestApp();
const official = await memberWithSession(app, { staff: { role: "FEDERATION_ADMIN", region: null } });

const approvals = async (email: string) =>
  (await outbox(app, email)).filter((message) => message.subject === "Your Ghana Card was approved");

afterEach(() => {
  vi.restoreAllMocks();
});

describe("a review decision and its message to the member", () => {
  it("commit together: when the message cannot be written, the document still waits for review", async () => {
    const member = await memberWithSession(app);
    const card = await upload(
      app,
      "POST",
      "/api/my-account/membership/document/add",
      member.access,
      { document_type: "GHANA_CARD", document_number: "GHA-123456789-0" },
      { filename: "card.pdf", data: pdfDocument() },
    );
    expect(card.statusCode).toBe(201);
    const decide = () =>
      app.inject({
        method: "PATCH",
        url: `/api/admin/documents/${card.json().id}`,
        headers: official.headers,
        payload: { decision: "APPROVED" },
      });

    vi.spyOn(app.services.notifications, "notifyMember").mockRejectedValueOnce(new Error("the outbox is unavailable"));
    expect((await decide()).statusCode).toBe(500);
    const stored = await app.db
      .selectFrom("documents")
      .select(["status", "reviewed_by"])
      .where("id", "=", card.json().id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: "PENDING_REVIEW", reviewed_by: null });
    expect(await approvals(member.email)).toHaveLength(0);

    const decided = await decide();
    expect(decided.statusCode).toBe(200);
    expect(decided.json().status).toBe("APPROVED");
    expect(await approvals(member.email)).toHaveLength(1);
  });
});
