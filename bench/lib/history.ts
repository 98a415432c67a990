// bench/results/history.csv: one line per scenario per engine per run, committed, so that a
// regression shows as a line in the diff. Appended to by every run (bench/README.md).

import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { Report } from "./report.js";

export const HISTORY_COLUMNS = [
  "date",
  "commit",
  "engine",
  "scenario",
  "members",
  "connections",
  "duration_s",
  "req_per_s",
  "p99_ms",
  "bare_req_per_s",
  "ratio_to_bare",
  "budget",
] as const;

/** The checked-out commit (short), with "+changes" when the work tree differs from it. */
export function currentCommit(root: string): string {
  try {
    const commit = execFileSync("git", ["rev-parse", "--short=10", "HEAD"], { cwd: root, encoding: "utf8" }).trim();
    const changes = execFileSync("git", ["status", "--porcelain", "--untracked-files=no"], {
      cwd: root,
      encoding: "utf8",
    }).trim();
    return changes ? `${commit}+changes` : commit;
  } catch {
    return "unknown";
  }
}

function csvCell(value: string | number): string {
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The lines a run adds: every scenario that ran, on each engine. */
export function historyLines(report: Report, commit: string): string[] {
  return report.scenarios.map((r) => {
    const members = r.engine === "postgres" && report.postgresSeed ? report.postgresSeed : report.seed;
    const budget = r.budgetPass === undefined ? "-" : r.budgetPass ? "pass" : "fail";
    return [
      report.date,
      commit,
      r.engine,
      r.name,
      members.skipped ? 0 : members.members,
      r.connections,
      r.durationSeconds,
      r.requestsPerSecond,
      r.latencyMs.p99,
      // Sign-in's baseline is argon2id's verifications/s, and its ratio the share of it.
      r.bareRequestsPerSecond ?? r.argon2VerificationsPerSecond ?? "",
      r.ratio === undefined ? "" : r.ratio.toFixed(3),
      budget,
    ]
      .map(csvCell)
      .join(",");
  });
}

/** Appends the run's lines to `history.csv` (with the header line if the file is new); returns its path. */
export function appendHistory(resultsDir: string, report: Report, commit: string): string {
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, "history.csv");
  const lines = historyLines(report, commit);
  const header = fs.existsSync(file) ? "" : `${HISTORY_COLUMNS.join(",")}\n`;
  if (lines.length > 0 || header) fs.appendFileSync(file, `${header}${lines.map((line) => `${line}\n`).join("")}`);
  return file;
}
