import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { memberWithSession } from "../test/accounts-helpers.js";
import { createTestApp } from "../test/test-app.js";
import { inFrench, prefersFrench } from "./error-language.js";
import { ERROR_TEMPLATES_FR, ERROR_TEXTS_FR } from "./error-texts-fr.data.js";

const { app } = await createTestApp();
const SERVER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const CONTRACT = path.resolve(SERVER, "../../packages/contract/src");

/** The source files under `folder`, tests, their helpers and the catalogues (i18n) left out. */
function sources(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return ["test", "i18n"].includes(entry.name) ? [] : sources(full);
    return entry.name.endsWith(".ts") && !entry.name.includes(".test") ? [full] : [];
  });
}

/** A string literal's text ("…" with its escapes). */
const literal = (text: string) => JSON.parse(`"${text}"`) as string;
const isCode = (text: string) => /^[A-Z0-9_]+$/.test(text);
/** The same, or "" for what only looks like one (JavaScript escapes JSON does not have). */
function maybeLiteral(text: string): string {
  try {
    return literal(text);
  } catch {
    return "";
  }
}

/**
 * The sentences an error answer is written with, as string literals in the sources: an AppError's
 * or an error helper's message, and every `action` and `message` of an object.
 */
function errorSentences(): Set<string> {
  const call =
    /\b(?:new AppError\(\s*\d+\s*,\s*[^,]+?,|forbidden\(|notFound\(|conflict\(|unauthenticated\()\s*"((?:[^"\\]|\\.)+)"/g;
  const property = /\b(?:action|message):\s*"((?:[^"\\]|\\.)+)"/g;
  const found = new Set<string>();
  for (const file of sources(SERVER)) {
    const text = fs.readFileSync(file, "utf8");
    for (const match of text.matchAll(call)) found.add(literal(match[1] as string));
    // Audit actions and codes (LOGIN_FAILED) are not sentences.
    for (const match of text.matchAll(property))
      if (!isCode(match[1] as string)) found.add(literal(match[1] as string));
  }
  return found;
}

/**
 * Files whose sentences are not error answers: PDFs, commands, migrations, metric descriptions,
 * messages written in both languages already, and the English sentences of API fields that the
 * web app words from their facts (decisions 152 and 153).
 */
const NOT_ERROR_FILES = [
  "pdf/",
  "scripts/",
  "db/",
  "http/error-texts-fr.data.ts",
  "modules/observability/metrics.ts",
  "modules/dojos/dojo-notices.ts",
  "modules/payments/sandbox-checkout.page.ts",
  "modules/events/entry-reasons.ts",
  "modules/gradings/grading-eligibility.ts",
  "modules/memberships/membership-rules.ts",
];
/** Sentences in the other files that are not error answers and have their French elsewhere. */
const NOT_ERROR_SENTENCES = new Set(["Votre inscription est confirmée."]);

/**
 * Every sentence written in a file that may answer an error, however it reaches the answer (a
 * helper's argument, a variable, a ternary): a literal that starts with a capital and ends with
 * `.`, `?` or `!`.
 */
function sentencesOfErrorFiles(): Set<string> {
  const found = new Set<string>();
  for (const file of sources(SERVER)) {
    const relative = path.relative(SERVER, file).split(path.sep).join("/");
    if (NOT_ERROR_FILES.some((excluded) => relative.startsWith(excluded))) continue;
    // An OpenAPI text (`description:`, `summary:`) describes the API; it is not an answer.
    const sentences = /(?<!(?:description|summary)\s*:\s*)"((?:[^"\\\n]|\\.){8,})"/g;
    for (const match of fs.readFileSync(file, "utf8").matchAll(sentences)) {
      const text = maybeLiteral(match[1] as string);
      if (
        /^[A-Z](?:[a-z]| [a-z])/.test(text) &&
        /[.?!]$/.test(text) &&
        text.includes(" ") &&
        !NOT_ERROR_SENTENCES.has(text)
      ) {
        found.add(text);
      }
    }
  }
  return found;
}

/**
 * The reasons a refused field is given (an error's `fields`): the contract's schemas' own messages
 * (`error: "…"`, `.regex(…, "…")`), and the server's `validationFailed({ field: "…" })`, `fields: {…}`
 * and the error handler's.
 */
function fieldReasons(): Set<string> {
  const found = new Set<string>();
  const schemaMessage = /\b(?:error|message):\s*"((?:[^"\\]|\\.)+)"/g;
  const checkMessage = /\.(?:refine|regex|min|max|length|email|url)\([^()]*?,\s*"((?:[^"\\]|\\.)+)"\s*\)/g;
  for (const file of sources(CONTRACT)) {
    const text = fs.readFileSync(file, "utf8");
    for (const match of [...text.matchAll(schemaMessage), ...text.matchAll(checkMessage)]) {
      if (!isCode(match[1] as string)) found.add(literal(match[1] as string));
    }
  }
  const fieldsObject = /(?:validationFailed\(|fields:\s*)\{([^{}]*)\}/g;
  const entry = /(?:"[^"]+"|[A-Za-z_$][\w$]*|\[[^\]]+\])\s*:\s*"((?:[^"\\]|\\.)+)"/g;
  const assigned = /fields\.\w+\s*\?\?=\s*"((?:[^"\\]|\\.)+)"|\]\s*=\s*"((?:[^"\\]|\\.)+)"/g;
  for (const file of sources(SERVER)) {
    const text = fs.readFileSync(file, "utf8");
    for (const object of text.matchAll(fieldsObject)) {
      for (const match of (object[1] as string).matchAll(entry)) {
        if (!isCode(match[1] as string)) found.add(literal(match[1] as string));
      }
    }
    for (const match of text.matchAll(assigned)) {
      const reason = match[1] ?? match[2];
      if (reason?.includes(" ")) found.add(literal(reason));
    }
  }
  return found;
}

describe("the French of error answers", () => {
  it("has every sentence an error is written with in the sources, and none they no longer use", () => {
    const sentences = new Set([...errorSentences(), ...fieldReasons(), ...sentencesOfErrorFiles()]);
    expect(errorSentences().size).toBeGreaterThan(200);
    expect(fieldReasons().size).toBeGreaterThan(80);
    const catalogue = new Set(Object.keys(ERROR_TEXTS_FR));
    expect([...sentences].filter((sentence) => !catalogue.has(sentence))).toEqual([]);
    expect([...catalogue].filter((sentence) => !sentences.has(sentence))).toEqual([]);
    for (const [english, french] of Object.entries(ERROR_TEXTS_FR)) {
      expect(french.trim(), english).not.toBe("");
    }
  });

  it("says a sentence built with the request's facts in French through its template, the facts kept", () => {
    const say = (message: string, action?: string) =>
      inFrench({ code: "X", message, ...(action === undefined ? {} : { action }) });
    expect(say("Too many failed sign-in attempts. Try again in 14 minutes.").message).toBe(
      "Trop de tentatives de connexion échouées. Réessayez dans 14 minutes.",
    );
    expect(say("Too many look-ups. Try again in 1 second.").message).toBe(
      "Trop de vérifications. Réessayez dans 1 seconde.",
    );
    expect(say("The result of Ama Mensah is already confirmed.").message).toBe(
      "Le résultat de Ama Mensah est déjà confirmé.",
    );
    expect(
      say(
        "Renewal opens on 2027-05-02, 30 days before your membership expires on 2027-06-01.",
        "Please come back on or after 2027-05-02.",
      ),
    ).toMatchObject({
      message: "Le renouvellement ouvre le 2027-05-02, 30 jours avant l'expiration de votre adhésion le 2027-06-01.",
      action: "Revenez à partir du 2027-05-02.",
    });
    // A status, a belt, a gender in French; a word the lists do not know leaves the sentence English.
    expect(say("This event is cancelled.").message).toBe("Cet événement est annulé.");
    expect(say("This entry is withdrawn.").message).toBe("Cette inscription est retirée.");
    expect(say("The event needs at least 3rd kyu; the confirmed belt is 6th kyu.").message).toBe(
      "L'événement demande au moins le 3e kyu ; la ceinture confirmée est le 6e kyu.",
    );
    expect(say("The category is for female athletes.").message).toBe("La catégorie est réservée aux femmes.");
    expect(say("The membership is pending_payment, not active.").message).toBe(
      "L'adhésion n'est pas active : en attente de paiement.",
    );
    expect(say("This event is postponed.").message).toBe("This event is postponed.");
    // Neither in the catalogue nor a template's: as it is.
    expect(say("Something nobody wrote.").message).toBe("Something nobody wrote.");
  });

  it("has each template's sentence in the sources, built there with the same facts", () => {
    const texts = sources(SERVER).map((file) => fs.readFileSync(file, "utf8"));
    const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const unused = Object.keys(ERROR_TEMPLATES_FR).filter((template) => {
      // In the source: a template literal, or a string, with `${…}` where the template has `{…}`.
      const pattern = new RegExp(
        template
          .split(/\{\w+\}/)
          .map(literally)
          .join("\\$\\{.+?\\}(?: \\$\\{.+?\\})?"),
      );
      return !texts.some((text) => pattern.test(text));
    });
    expect(unused).toEqual([]);
  });

  it("takes the request's first choice of language", () => {
    expect(prefersFrench("fr")).toBe(true);
    expect(prefersFrench("fr-GH,fr;q=0.9,en;q=0.8")).toBe(true);
    expect(prefersFrench("en;q=0.5, fr;q=0.9")).toBe(true);
    expect(prefersFrench("en-GB,fr;q=0.8")).toBe(false);
    expect(prefersFrench("en")).toBe(false);
    expect(prefersFrench("fr;q=0, en")).toBe(false);
    expect(prefersFrench("french")).toBe(false);
    expect(prefersFrench(undefined)).toBe(false);
  });
});

describe("an error answer", () => {
  const signIn = (language?: string) =>
    app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: language ? { "accept-language": language } : {},
      payload: { username: "nobody-here@example.com", password: "not the password" },
    });

  it("is in French for a request that asks for French, in English otherwise; the code is the same", async () => {
    const [english, french, none] = await Promise.all([signIn("en"), signIn("fr"), signIn()]);
    expect(english.statusCode).toBe(401);
    expect(french.statusCode).toBe(401);
    expect(french.json().code).toBe(english.json().code);
    expect(none.json()).toEqual(english.json());
    expect(french.json().message).toBe(ERROR_TEXTS_FR[english.json().message]);
    expect(french.json().message).not.toBe(english.json().message);
    expect(french.headers.vary).toContain("Accept-Language");
  });

  it("tells a locked account's wait in French: a sentence built with the request's facts", async () => {
    const member = await memberWithSession(app);
    const signInAs = (password: string, language: string) =>
      app.inject({
        method: "POST",
        url: "/api/auth/login",
        headers: { "accept-language": language },
        payload: { username: member.email, password },
      });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await signInAs(`guess-number-${attempt}`, "en")).statusCode).toBe(401);
    }
    const [english, french] = [await signInAs("still guessing", "en"), await signInAs("still guessing", "fr")];
    expect(english.statusCode).toBe(429);
    expect(english.json().message).toMatch(/^Too many failed sign-in attempts\. Try again in \d+ minutes?\.$/);
    expect(french.json().message).toMatch(/^Trop de tentatives de connexion échouées\. Réessayez dans \d+ minutes?\.$/);
  });

  it("is in French for every kind of error: a route's, a refused field, an address nothing answers", async () => {
    const member = await memberWithSession(app);
    const refused = (language: string) =>
      app.inject({
        method: "GET",
        url: "/api/admin/members",
        headers: { ...member.headers, "accept-language": language },
      });
    const [english, french] = [await refused("en"), await refused("fr")];
    expect(french.statusCode).toBe(403);
    expect(french.json().message).toBe(ERROR_TEXTS_FR[english.json().message]);

    const invalid = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "accept-language": "fr" },
      payload: { username: 42 },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({
      code: "VALIDATION_FAILED",
      message: ERROR_TEXTS_FR["Some fields need your attention."],
      action: ERROR_TEXTS_FR["Correct the fields and try again."],
    });

    // A field's reason, from the contract's schema, after the field's label in the French page.
    const register = (language: string) =>
      app.inject({
        method: "POST",
        url: "/api/account-manager/users/register/self",
        headers: { "accept-language": language },
        payload: { email: "not-an-address" },
      });
    const [badEnglish, badFrench] = [await register("en"), await register("fr")];
    expect(badEnglish.statusCode).toBe(400);
    expect(badEnglish.json().fields.email).toBe("must be an e-mail address");
    expect(badFrench.json().fields.email).toBe(ERROR_TEXTS_FR["must be an e-mail address"]);
    expect(Object.keys(badFrench.json().fields).sort()).toEqual(Object.keys(badEnglish.json().fields).sort());

    const nowhere = await app.inject({
      method: "GET",
      url: "/api/no-such-thing",
      headers: { "accept-language": "fr" },
    });
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.json().message).toBe(ERROR_TEXTS_FR["There is nothing at this address."]);
  });

  it("says a successful answer that is a sentence alone in French too: the sign-out's, which its toast shows", async () => {
    const [english, french] = [await memberWithSession(app), await memberWithSession(app)];
    const logout = (headers: Record<string, string>) =>
      app.inject({ method: "POST", url: "/api/auth/logout", headers });
    const answeredInEnglish = await logout(english.headers);
    const answeredInFrench = await logout({ ...french.headers, "accept-language": "fr" });
    expect(answeredInEnglish.json()).toEqual({ message: "You have been signed out." });
    expect(answeredInFrench.statusCode).toBe(200);
    expect(answeredInFrench.json()).toEqual({ message: ERROR_TEXTS_FR["You have been signed out."] });
  });

  it("keeps a successful answer as it is", async () => {
    const config = await app.inject({ method: "GET", url: "/api/config", headers: { "accept-language": "fr" } });
    expect(config.statusCode).toBe(200);
    expect(config.headers.vary ?? "").not.toContain("Accept-Language");
  });
});
