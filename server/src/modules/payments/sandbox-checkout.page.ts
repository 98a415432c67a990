import { applyInputMask, INPUT_MASKS, type Language } from "@gkf/contract";

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The checkout page's words, in the member's language (the account's `language`). */
export const CHECKOUT_TEXTS = {
  en: {
    title: "Sandbox checkout · GKF Portal",
    badge: "Sandbox: no real money moves",
    heading: "GKF Portal checkout",
    for: "For",
    reference: "Reference",
    prompt: "Prompt",
    registration: "Registration fee",
    renewal: "Membership renewal",
    mobileMoney: "Mobile money",
    card: "Pay by card",
    cardNumber: "Card number",
    cardHint: "Sandbox: any 16 digits; nothing is charged. You may leave it empty.",
    pay: "Pay",
    decline: "Decline",
    settled: {
      SUCCESS: "This payment is already paid.",
      FAILED: "This payment was declined.",
      OTHER: "This payment is already settled.",
    },
  },
  fr: {
    title: "Paiement de test · GKF Portal",
    badge: "Bac à sable : aucun argent réel ne circule",
    heading: "Paiement GKF Portal",
    for: "Pour",
    reference: "Référence",
    prompt: "Demande",
    registration: "Frais d'inscription",
    renewal: "Renouvellement de l'adhésion",
    mobileMoney: "Mobile money",
    card: "Payer par carte",
    cardNumber: "Numéro de carte",
    cardHint: "Bac à sable : 16 chiffres quelconques ; rien n'est débité. Vous pouvez le laisser vide.",
    pay: "Payer",
    decline: "Refuser",
    settled: {
      SUCCESS: "Ce paiement est déjà réglé.",
      FAILED: "Ce paiement a été refusé.",
      OTHER: "Ce paiement est déjà clos.",
    },
  },
} as const;

export interface CheckoutPageOptions {
  language: Language;
  reference: string;
  amount: string;
  purpose: "registration" | "renewal";
  settled: string | null;
  /** A mobile money prompt: the page stands in for the member's phone (no card form then). */
  prompt: { network: string; phone: string } | null;
}

/** The path of the mask script the page loads (the page's policy allows scripts from this server only). */
export const CARD_MASK_SCRIPT_PATH = "/api/payments/sandbox/card-mask.js";

/**
 * The mask script: the contract's own `applyInputMask` (the web app's phone field uses it too),
 * applied to every `input[data-mask]` as the member types or pastes; the caret stays after the
 * digit it followed.
 */
export const CARD_MASK_SCRIPT = `"use strict";
const applyInputMask = ${applyInputMask.toString()};
for (const input of document.querySelectorAll("input[data-mask]")) {
  const mask = input.dataset.mask;
  input.addEventListener("input", () => {
    const caret = input.selectionStart ?? input.value.length;
    const digitsBefore = input.value.slice(0, caret).replace(/\\D/g, "").length;
    const masked = applyInputMask(input.value, mask);
    if (masked === input.value) return;
    input.value = masked;
    let position = 0;
    for (let seen = 0; position < masked.length && seen < digitsBefore; position++)
      if (/\\d/.test(masked[position])) seen++;
    input.setSelectionRange(position, position);
  });
}
`;

export function checkoutPage(options: CheckoutPageOptions): string {
  const text = CHECKOUT_TEXTS[options.language];
  const settled = options.settled === "SUCCESS" || options.settled === "FAILED" ? options.settled : "OTHER";
  const cardForm = options.prompt
    ? ""
    : `<fieldset><legend>${text.card}</legend>
        <label for="card_number">${text.cardNumber}</label>
        <input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number"
          placeholder="${INPUT_MASKS.CARD}" data-mask="${INPUT_MASKS.CARD}" pattern="(\\d{4} ?){3}\\d{4}"
          aria-describedby="card_hint">
        <p id="card_hint" class="hint">${text.cardHint}</p>
      </fieldset>`;
  const body = options.settled
    ? `<p class="done">${text.settled[settled]}</p>`
    : `<form method="post">
        ${cardForm}
        <div class="actions">
          <button name="outcome" value="success" class="pay">${text.pay} ${escapeHtml(options.amount)}</button>
          <button name="outcome" value="failed" class="decline" formnovalidate>${text.decline}</button>
        </div>
      </form>`;
  const prompt = options.prompt
    ? `<dt>${text.prompt}</dt><dd>${text.mobileMoney}, ${escapeHtml(options.prompt.network)} ${escapeHtml(options.prompt.phone)}</dd>`
    : "";
  return `<!doctype html>
<html lang="${options.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${text.title}</title>
<style>
  body{font-family:system-ui,sans-serif;margin:0;background:#f4f6f4;color:#1b1b1b}
  main{max-width:420px;margin:0 auto;padding:24px 16px}
  .card{background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 4px rgba(0,0,0,.08)}
  .badge{display:inline-block;background:#fff3cd;color:#7a5b00;border-radius:6px;padding:2px 8px;font-size:12px}
  h1{font-size:20px;margin:12px 0 4px} .amount{font-size:32px;font-weight:700;margin:16px 0}
  dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;font-size:14px} dt{color:#666}
  form{margin-top:24px} .actions{display:flex;gap:12px}
  fieldset{border:1px solid #d0d5d0;border-radius:8px;margin:0 0 16px;padding:12px 16px 4px}
  legend{font-weight:600;padding:0 4px} label{display:block;font-size:14px;margin-bottom:4px}
  input{box-sizing:border-box;width:100%;min-height:44px;padding:8px 12px;font-size:18px;letter-spacing:.05em;
    border:1px solid #767676;border-radius:8px;font-variant-numeric:tabular-nums}
  input:focus{outline:3px solid #15803d;outline-offset:1px} .hint{font-size:13px;color:#595959;margin:6px 0 8px}
  button{flex:1;padding:14px;border:0;border-radius:8px;font-size:16px;cursor:pointer}
  .pay{background:#15803d;color:#fff} .decline{background:#e5e7eb;color:#111}
</style></head>
<body><main><div class="card">
  <span class="badge">${text.badge}</span>
  <h1>${text.heading}</h1>
  <div class="amount">${escapeHtml(options.amount)}</div>
  <dl><dt>${text.for}</dt><dd>${text[options.purpose]}</dd><dt>${text.reference}</dt><dd>${escapeHtml(options.reference)}</dd>${prompt}</dl>
  ${body}
</div></main>${options.settled || options.prompt ? "" : `<script src="${CARD_MASK_SCRIPT_PATH}"></script>`}</body></html>`;
}
