import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { memberWithSession } from "../test/accounts-helpers.js";
import { createTestApp } from "../test/test-app.js";
import { prefersFrench } from "./error-language.js";
import { ERROR_TEXTS_FR } from "./error-texts.fr.js";

const { app } = await createTestApp();
const SOURCES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The server's source files, tests and their helpers left out. */
function sources(folder = SOURCES): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "test" ? [] : sources(full);
    return entry.name.endsWith(".ts") && !entry.name.includes(".test") ? [full] : [];
  });
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
  for (const file of sources()) {
    const text = fs.readFileSync(file, "utf8");
    for (const match of text.matchAll(call)) found.add(JSON.parse(`"${match[1]}"`));
    for (const match of text.matchAll(property)) {
      const sentence = JSON.parse(`"${match[1]}"`) as string;
      // Audit actions and codes (LOGIN_FAILED) are not sentences.
      if (!/^[A-Z0-9_]+$/.test(sentence)) found.add(sentence);
    }
  }
  return found;
}

describe("the French of error answers", () => {
  it("has every sentence an error is written with in the sources, and none they no longer use", () => {
    const sentences = errorSentences();
    expect(sentences.size).toBeGreaterThan(200);
    const catalogue = new Set(Object.keys(ERROR_TEXTS_FR));
    expect([...sentences].filter((sentence) => !catalogue.has(sentence))).toEqual([]);
    expect([...catalogue].filter((sentence) => !sentences.has(sentence))).toEqual([]);
    for (const [english, french] of Object.entries(ERROR_TEXTS_FR)) {
      expect(french.trim(), english).not.toBe("");
    }
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

    const nowhere = await app.inject({
      method: "GET",
      url: "/api/no-such-thing",
      headers: { "accept-language": "fr" },
    });
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.json().message).toBe(ERROR_TEXTS_FR["There is nothing at this address."]);
  });

  it("keeps a successful answer as it is", async () => {
    const config = await app.inject({ method: "GET", url: "/api/config", headers: { "accept-language": "fr" } });
    expect(config.statusCode).toBe(200);
    expect(config.headers.vary ?? "").not.toContain("Accept-Language");
  });
});
