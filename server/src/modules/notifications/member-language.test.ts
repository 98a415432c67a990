// A member who chose French reads their e-mails and PDFs in French (issue 12, "Language"): the
// account keeps the language, the receipt e-mail and its PDF, and the membership card, use it.
import { describe, expect, it } from "vitest";
import { memberWithSession, outbox } from "../../test/accounts-helpers.js";
import { feesForEveryType, setFees, startRegistrationPayment } from "../../test/fee-helpers.js";
import { pdfWords } from "../../test/pdf-text.js";
import { createTestApp } from "../../test/test-app.js";
import { pdfDocument, upload } from "../../test/upload-helpers.js";

const { app } = await createTestApp();
const official = await memberWithSession(app, { staff: { role: "FEDERATION_ADMIN", region: null } });
const FEES = feesForEveryType({ registration: 123_450, renewal: 10_000 });
await setFees(app, official, FEES);

async function paidMember(language?: "fr") {
  const member = await memberWithSession(app);
  if (language) {
    const changed = await app.inject({
      method: "PATCH",
      url: "/api/my-account/profile/update",
      headers: member.headers,
      payload: { language },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().language).toBe(language);
  }
  const started = await startRegistrationPayment(app, member);
  expect(started.statusCode).toBe(201);
  const paid = await app.inject({
    method: "POST",
    url: `/api/payments/sandbox/checkout/${started.json().reference}`,
    payload: "outcome=success",
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  expect(paid.statusCode).toBe(303);
  return member;
}

async function receiptPdfOf(email: string): Promise<Buffer> {
  const row = await app.db
    .selectFrom("outbox_attachments")
    .innerJoin("outbox_messages", "outbox_messages.id", "outbox_attachments.message_id")
    .select("outbox_attachments.content")
    .where("outbox_messages.recipient", "=", email)
    .where("outbox_attachments.content_type", "=", "application/pdf")
    .executeTakeFirstOrThrow();
  return Buffer.from(row.content ?? "", "base64");
}

describe("the member's language", () => {
  it("is English for a new account, kept on the account when changed, and refused when unknown", async () => {
    const member = await memberWithSession(app);
    const profile = await app.inject({ method: "GET", url: "/api/my-account/profile", headers: member.headers });
    expect(profile.json().language).toBe("en");
    const wrong = await app.inject({
      method: "PATCH",
      url: "/api/my-account/profile/update",
      headers: member.headers,
      payload: { language: "de" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe("VALIDATION_FAILED");
    const changed = await app.inject({
      method: "PATCH",
      url: "/api/my-account/profile/update",
      headers: member.headers,
      payload: { language: "fr" },
    });
    expect(changed.statusCode).toBe(200);
    const row = await app.db
      .selectFrom("users")
      .select("language")
      .where("id", "=", member.userId)
      .executeTakeFirstOrThrow();
    expect(row.language).toBe("fr");
  });

  it("writes a French member's receipt e-mail, its PDF and the membership card in French", async () => {
    const member = await paidMember("fr");
    const [receipt] = (await outbox(app, member.email)).filter((message) =>
      message.subject?.startsWith("Paiement reçu : "),
    );
    expect(receipt).toBeDefined();
    expect(receipt?.text).toContain(`Bonjour ${member.first_name},`);
    expect(receipt?.text).toContain("Nous avons reçu 1\u202f234,50\u00a0GH₵ (frais d'inscription).");
    expect(receipt?.text).toContain("Votre reçu est joint à cet e-mail au format PDF.");

    const receiptText = pdfWords(await receiptPdfOf(member.email));
    expect(receiptText).toContain("Reçu officiel");
    expect(receiptText).toContain("Numéro de reçu");
    expect(receiptText).toContain("Frais d'inscription");
    // The amount as the app writes it, with the cedi sign (the PDF embeds a font that has it).
    expect(receiptText).toContain("1 234,50 GH₵");
    expect(receiptText).not.toContain("GHC");
    expect(receiptText).not.toContain("Official receipt");

    const card = await app.inject({
      method: "GET",
      url: "/api/my-account/membership/card/pdf",
      headers: member.headers,
    });
    expect(card.statusCode).toBe(200);
    const cardText = pdfWords(card.rawPayload);
    expect(cardText).toContain("CARTE D'ADHÉRENT");
    expect(cardText).toContain("Fédération ghanéenne de karaté");
    expect(cardText).toContain("Scanner pour vérifier");
    expect(cardText).not.toContain("MEMBERSHIP CARD");
  });

  it("keeps an English member's receipt e-mail and PDF in English", async () => {
    const member = await paidMember();
    const [receipt] = (await outbox(app, member.email)).filter((message) =>
      message.subject?.startsWith("Payment received: "),
    );
    expect(receipt?.text).toContain("We received GH₵ 1,234.50 for your registration fee.");
    const receiptText = pdfWords(await receiptPdfOf(member.email));
    expect(receiptText).toContain("Official receipt");
    expect(receiptText).toContain("GH₵ 1,234.50");
    expect(receiptText).not.toContain("GHC");
  });

  it("tells a French member in French why a document was rejected, naming the document in French", async () => {
    const member = await memberWithSession(app);
    const changed = await app.inject({
      method: "PATCH",
      url: "/api/my-account/profile/update",
      headers: member.headers,
      payload: { language: "fr" },
    });
    expect(changed.statusCode).toBe(200);
    const sent = await upload(
      app,
      "POST",
      "/api/my-account/membership/document/add",
      member.access,
      { document_type: "BIRTH_CERTIFICATE" },
      { filename: "birth.pdf", data: pdfDocument() },
    );
    expect(sent.statusCode).toBe(201);
    const decided = await app.inject({
      method: "PATCH",
      url: `/api/admin/documents/${sent.json().id}`,
      headers: official.headers,
      payload: { decision: "REJECTED", reason: "La photo est floue." },
    });
    expect(decided.statusCode).toBe(200);
    const [notice] = (await outbox(app, member.email)).filter((message) => message.subject?.startsWith("Document"));
    expect(notice?.subject).toBe("Document à revoir : acte de naissance");
    expect(notice?.text).toContain("n'a pas pu approuver votre document (acte de naissance) :\n\nLa photo est floue.");
  });
});
