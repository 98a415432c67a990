import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { memberWithSession } from "../../test/accounts-helpers.js";
import { setRegistrationFees, startRegistrationPayment } from "../../test/fee-helpers.js";
import { createTestApp } from "../../test/test-app.js";

// The sandbox checkout's card form: the spec's mask #### #### #### #### (section 5).
const { app } = await createTestApp();
const official = await memberWithSession(app, { staff: { role: "FEDERATION_ADMIN", region: null } });
await setRegistrationFees(app, official);

async function startPayment(language?: "fr") {
  const member = await memberWithSession(app);
  if (language)
    await app.inject({
      method: "PATCH",
      url: "/api/my-account/profile/update",
      headers: member.headers,
      payload: { language },
    });
  const started = await startRegistrationPayment(app, member);
  expect(started.statusCode).toBe(201);
  return started.json().reference as string;
}

const settle = (reference: string, form: string) =>
  app.inject({
    method: "POST",
    url: `/api/payments/sandbox/checkout/${reference}`,
    payload: form,
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });

/** Runs the served mask script against one input, as the browser would, and types into it. */
async function maskedInput() {
  const script = await app.inject({ method: "GET", url: "/api/payments/sandbox/card-mask.js" });
  expect(script.statusCode).toBe(200);
  expect(script.headers["content-type"]).toMatch(/^text\/javascript/);
  let onInput = () => {};
  const input = {
    value: "",
    selectionStart: 0 as number | null,
    dataset: { mask: "#### #### #### ####" },
    addEventListener: (_name: string, listener: () => void) => {
      onInput = listener;
    },
    setSelectionRange(start: number) {
      this.selectionStart = start;
    },
  };
  vm.runInNewContext(script.body, { document: { querySelectorAll: () => [input] } });
  return {
    input,
    type(value: string, caret = value.length) {
      input.value = value;
      input.selectionStart = caret;
      onInput();
      return input.value;
    },
  };
}

describe("the sandbox checkout's card form", () => {
  it("has a card number field with the mask, and loads the mask script from this server", async () => {
    const reference = await startPayment();
    const page = await app.inject({ method: "GET", url: `/api/payments/sandbox/checkout/${reference}` });
    expect(page.body).toContain('<label for="card_number">Card number</label>');
    expect(page.body).toMatch(
      /<input id="card_number" name="card_number" inputmode="numeric"[^>]*data-mask="#### #### #### ####"/,
    );
    expect(page.body).toContain('<script src="/api/payments/sandbox/card-mask.js"></script>');
    expect(page.body).not.toMatch(/<script>/);
  });

  it("shows typed digits in groups of four and drops everything else", async () => {
    const { type, input } = await maskedInput();
    expect(type("4084084084084081")).toBe("4084 0840 8408 4081");
    expect(type("4084-08a40 8408/4081 99")).toBe("4084 0840 8408 4081");
    expect(type("40840")).toBe("4084 0");
    expect(type("abc")).toBe("");
    // Typing a digit in the middle keeps the caret after it.
    expect(type("40849 0840", 5)).toBe("4084 9084 0");
    expect(input.selectionStart).toBe(6);
  });

  it("accepts a masked 16-digit number (never stored), an empty one, and refuses a partial one (400)", async () => {
    const partial = await settle(await startPayment(), "outcome=success&card_number=4084+0840");
    expect(partial.statusCode).toBe(400);
    expect(partial.json()).toMatchObject({ code: expect.any(String), fields: { card_number: expect.any(String) } });

    const paid = await settle(await startPayment(), "outcome=success&card_number=4084+0840+8408+4081");
    expect(paid.statusCode).toBe(303);
    const empty = await settle(await startPayment(), "outcome=failed&card_number=");
    expect(empty.statusCode).toBe(303);
  });

  it("speaks the member's language", async () => {
    const reference = await startPayment("fr");
    const page = await app.inject({ method: "GET", url: `/api/payments/sandbox/checkout/${reference}` });
    expect(page.body).toContain('<html lang="fr">');
    expect(page.body).toContain('<label for="card_number">Numéro de carte</label>');
    expect(page.body).toContain("Frais d'inscription");
    expect(page.body).toMatch(/Payer 150,00\s?GH₵/);
  });
});
