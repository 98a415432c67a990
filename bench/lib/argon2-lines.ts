// The lines below the table for a scenario measured against argon2id (sign-in and sign-in-floor):
// its CPU per request beside a verification's, the least sign-in's share beside sign-in's
// (decision 159), and how far apart argon2id's runs before and after it were.
import type { ScenarioResult } from "./report.js";

export function argon2ShareLines(r: ScenarioResult, results: ScenarioResult[]): string[] {
  const lines: string[] = [];
  // The mean of the engine's baselines' CPU per verification (the JSON has every scenario's).
  const argon2Cpus = results
    .filter((b) => b.target === "argon2" && b.engine === r.engine && b.cpuMsPerRequest)
    .map((b) => b.cpuMsPerRequest as number);
  const argon2Cpu =
    argon2Cpus.length > 0
      ? Math.round((argon2Cpus.reduce((sum, ms) => sum + ms, 0) / argon2Cpus.length) * 100) / 100
      : undefined;
  if (r.cpuMsPerRequest && r.argon2VerificationsPerSecond !== undefined && argon2Cpu) {
    const database =
      r.databaseCpuMsPerRequest !== undefined
        ? `; the database server on the same cores used ${r.databaseCpuMsPerRequest} ms more`
        : "";
    const whose = r.target === "portal" ? "portal" : "its server's";
    lines.push(
      `  ${r.name} (${r.engine}): ${r.cpuMsPerRequest} ms of ${whose} CPU per request, of which one argon2id ` +
        `verification is ${argon2Cpu} ms (${Math.round((argon2Cpu / r.cpuMsPerRequest) * 100)}%)${database}`,
    );
  }
  const floor = floorComparison(r, results);
  if (floor) lines.push(floor);
  if (r.argon2Drift) {
    const { share, attempt, steady } = r.argon2Drift;
    lines.push(
      `  ${r.name} (${r.engine}): argon2id's runs before and after it ${Math.round(share * 100)}% apart ` +
        `(attempt ${attempt})${steady ? "" : ": the machine's speed moved on every attempt; read this share loosely"}`,
    );
  }
  return lines;
}

/**
 * Sign-in's share beside the least sign-in's on the same engine in the same run (decision 159):
 * how much of what sign-in misses is the portal's own work, and how much any sign-in that reads
 * and writes this engine on these cores misses too.
 */
function floorComparison(r: ScenarioResult, results: ScenarioResult[]): string | undefined {
  if (r.target !== "sign-in-floor" || r.ratio === undefined) return undefined;
  const signIn = results.find(
    (s) => s.target === "portal" && s.engine === r.engine && s.budget?.minShareOfArgon2 !== undefined,
  );
  const floor = `${Math.round(r.ratio * 1000) / 10}%`;
  if (signIn?.ratio === undefined)
    return `  ${r.name} (${r.engine}): the least sign-in reached ${floor} of argon2id's rate`;
  const gap = Math.round((r.ratio - signIn.ratio) * 1000) / 10;
  return (
    `  ${r.name} (${r.engine}): the least sign-in (the hash read by e-mail, argon2id, a session row) reached ` +
    `${floor} of argon2id's rate where sign-in reached ${Math.round(signIn.ratio * 1000) / 10}%: ` +
    (gap > 0 ? `${gap} points are the portal's own work` : "the portal's own work did not show above the noise")
  );
}
