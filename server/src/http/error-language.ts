import { type ErrorBody, isErrorBody } from "@gkf/contract";
import { labels as labelsEn } from "@gkf/contract/i18n/en-labels";
import { labels as labelsFr } from "@gkf/contract/i18n/fr-labels";
import type { FastifyInstance } from "fastify";
import { ERROR_TEMPLATES_FR, ERROR_TEXTS_FR, FACT_WORDS_FR } from "./error-texts-fr.data.js";

const FRENCH = new Map(Object.entries(ERROR_TEXTS_FR));

/** What an answer says in words: an error's message, next step and fields, or a sentence alone. */
type Spoken = Pick<ErrorBody, "message" | "action" | "fields">;

/** A fact of a template: a wait ("14 minutes"), said again in French, or anything else as it is. */
const WAIT = /^(\d+) (second|minute)s?$/;
const sayWait = (wait: string) => {
  const [, count = "", unit = ""] = WAIT.exec(wait) ?? [];
  if (!count) return wait;
  const french = unit === "second" ? "seconde" : "minute";
  return `${count} ${french}${count === "1" ? "" : "s"}`;
};

/** English belt names ("3rd kyu") to French ones ("3e kyu"), from the labels both languages share. */
const BELTS_FR = new Map<string, string>(
  Object.entries(labelsEn.belts).map(([code, english]) => [
    english,
    labelsFr.belts[code as keyof typeof labelsFr.belts],
  ]),
);

/**
 * A template's fact in French: a wait, a belt, or a word of FACT_WORDS_FR; any other fact (a
 * number, a day, a name) as it is. Undefined for a belt or a word the lists do not have: the
 * sentence then stays English rather than mix the two.
 */
function sayFact(kind: string, fact: string): string | undefined {
  if (kind === "wait") return sayWait(fact);
  if (kind === "belt") return BELTS_FR.get(fact);
  const words = FACT_WORDS_FR[kind];
  return words ? words[fact] : fact;
}

/** Each template as a pattern over a whole sentence, with the names of its facts in order. */
const TEMPLATES = Object.entries(ERROR_TEMPLATES_FR).map(([english, french]) => {
  const names: string[] = [];
  const source = english
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      names.push(name);
      return "(.+?)";
    })
    .join("");
  return { pattern: new RegExp(`^${source}$`), names, french };
});

/** A sentence in French: from the catalogue, then from a template, else as it is. */
function say(text: string): string {
  const known = FRENCH.get(text);
  if (known !== undefined) return known;
  for (const { pattern, names, french } of TEMPLATES) {
    const match = pattern.exec(text);
    if (!match) continue;
    const said = new Map(names.map((name, index) => [name, sayFact(name.replace(/\d+$/, ""), match[index + 1] ?? "")]));
    if ([...said.values()].some((fact) => fact === undefined)) return text;
    return french.replace(/\{(\w+)\}/g, (_, name: string) => said.get(name) ?? "");
  }
  return text;
}

/**
 * Error answers in the reader's language (decision 154). The web app sends the language it shows
 * as Accept-Language; an answer to a request whose first choice is French has its `message`,
 * `action` and `fields` in French wherever the catalogue (error-texts-fr.data.ts) has the English
 * sentence, word for word, or a template matches it (a sentence built with the request's facts).
 * Everyone else, and a sentence neither holds, gets the English, which the spec fixes and API
 * clients read.
 */
export function registerErrorLanguage(app: FastifyInstance): void {
  app.addHook("preSerialization", (request, reply, payload, done) => {
    // Errors, and the answers that are a sentence alone (`{message}`: the sign-out's, whose toast
    // shows the server's message, spec section 8).
    const spoken = reply.statusCode >= 400 ? isErrorBody(payload) : isMessageOnly(payload);
    if (!spoken) return done(null, payload);
    reply.header("vary", varyWithLanguage(reply.getHeader("vary")));
    done(null, prefersFrench(request.headers["accept-language"]) ? inFrench(payload as Spoken) : payload);
  });
}

/** Whether the request's first language is French ("fr", "fr-GH", "fr;q=0.9, en;q=0.8"). */
export function prefersFrench(header: string | undefined): boolean {
  if (!header) return false;
  let best: { french: boolean; q: number } | undefined;
  for (const part of header.split(",")) {
    const [tag = "", ...params] = part.trim().toLowerCase().split(";");
    const q = Number(
      params
        .find((param) => param.trim().startsWith("q="))
        ?.trim()
        .slice(2) ?? 1,
    );
    if (!tag || Number.isNaN(q) || q <= 0) continue;
    if (!best || q > best.q) best = { french: tag === "fr" || tag.startsWith("fr-"), q };
  }
  return best?.french ?? false;
}

/** The body with each sentence the catalogue has in French; the others, and the code, as they are. */
export function inFrench<T extends Spoken>(body: T): T {
  return {
    ...body,
    message: say(body.message),
    ...(body.action === undefined ? {} : { action: say(body.action) }),
    ...(body.fields === undefined
      ? {}
      : { fields: Object.fromEntries(Object.entries(body.fields).map(([name, text]) => [name, say(text)])) }),
  };
}

function isMessageOnly(payload: unknown): payload is Spoken {
  const body = payload as { message?: unknown } | null;
  return (
    typeof body === "object" && body !== null && typeof body.message === "string" && Object.keys(body).length === 1
  );
}

function varyWithLanguage(vary: unknown): string {
  const current = typeof vary === "string" ? vary : "";
  return /(^|,)\s*accept-language\s*(,|$)/i.test(current)
    ? current
    : current
      ? `${current}, Accept-Language`
      : "Accept-Language";
}
