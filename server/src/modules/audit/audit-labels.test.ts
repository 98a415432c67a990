import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { auditActions as en } from "@gkf/contract/i18n/en-audit-actions";
import { auditActions as fr } from "@gkf/contract/i18n/fr-audit-actions";
import { describe, expect, it } from "vitest";

/**
 * Every action the server writes to audit_events has a label in English and French (issue 15:
 * the audit page and a member's file show labels, not codes). The actions are read from the
 * server's source: a code in capitals on a line that records an audit event (`action: "X"`,
 * `action: ok ? "X" : "Y"`, `audit("X", …)`, `record(…, "X", …)`) or calls a helper of the file
 * that takes an `action: string` (`setPassword(…, "X")`, `failed(…, "X", …)`). Actions built
 * from a value (`DOJO_STUDENT_${decision}`) are listed below with every value they take; a new
 * such prefix fails until it is listed.
 */
const SERVER_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const RECORDING_LINE = /\baction\b|\baudit\w*\(|\brecord\(|setPassword\(/;
/** A function of the file that takes the action it records: `failed(userId: string, action: string, …)`. */
const HELPER = /(?:^|\s)(?:async\s+)?(\w+)\s*\([^)]*\baction: string/gm;
const ACTION = /"([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)"/g;
const BUILT_ACTION = /`([A-Z][A-Z0-9_]*_)\$\{/g;
const BUILT_ACTIONS: Record<string, readonly string[]> = {
  DOJO_STUDENT_: ["ACCEPTED", "DECLINED", "ENDED"],
  APPLICATION_: ["SHORTLISTED", "APPOINTED", "REJECTED"],
};

function serverSources(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "migrations" || entry.name === "test" ? [] : serverSources(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$|test-fixtures/.test(entry.name) ? [full] : [];
  });
}

function writtenActions(): Map<string, string> {
  const actions = new Map<string, string>();
  for (const file of serverSources(SERVER_SRC)) {
    const source = fs.readFileSync(file, "utf8");
    const helpers = [...source.matchAll(HELPER)].map((match) => match[1] as string);
    const helperCall = helpers.length > 0 ? new RegExp(`\\b(?:${helpers.join("|")})\\(`) : null;
    source.split("\n").forEach((line, index) => {
      if (!RECORDING_LINE.test(line) && !helperCall?.test(line)) return;
      const where = `${path.relative(SERVER_SRC, file)}:${index + 1}`;
      for (const match of line.matchAll(ACTION)) actions.set(match[1] as string, where);
      for (const match of line.matchAll(BUILT_ACTION)) {
        const prefix = match[1] as string;
        for (const value of BUILT_ACTIONS[prefix] ?? [`<${prefix} is not listed in BUILT_ACTIONS>`]) {
          actions.set(`${prefix}${value}`, where);
        }
      }
    });
  }
  return actions;
}

describe("audit action labels", () => {
  const written = writtenActions();

  it("finds the actions the server writes (the scan is not blind)", () => {
    for (const action of ["ACCESS_REFUSED", "MEMBERS_EXPORTED", "MEMBER_SUSPENDED", "PASSWORD_CHANGED"]) {
      expect(written.has(action), action).toBe(true);
    }
    expect(written.has("DOJO_STUDENT_ACCEPTED")).toBe(true);
    expect(written.has("APPLICATION_APPOINTED")).toBe(true);
  });

  it("has an English and a French label for every action the server writes", () => {
    const unlabelled = [...written]
      .filter(([action]) => !(action in en) || !(action in fr))
      .map(([action, where]) => `${action} (${where})`);
    expect(unlabelled, "add these to packages/contract/src/i18n/en- and fr-audit-actions.ts").toEqual([]);
    for (const action of written.keys()) {
      expect(en[action as keyof typeof en], action).toMatch(/\S/);
      expect(fr[action as keyof typeof fr], action).toMatch(/\S/);
    }
  });
});
