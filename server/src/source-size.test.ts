import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * No source file outside data and migrations passes 450 lines (issue 11): a file that grows past
 * it holds more than one job. Reference data (`*.data.ts`, `data/` folders) and migrations (never
 * edited once landed) are exempt; tests are source too.
 */
const MAX_LINES = 450;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const SOURCE_ROOTS = ["packages", "server", "web", "e2e", "bench", "scripts"];
const SOURCE_FILE = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx|css)$/;
const SKIPPED_FOLDERS = new Set(["node_modules", "dist", "coverage", "artifacts", "results", "migrations", "data"]);
const isData = (name: string) => /\.data\.(ts|js|mjs)$/.test(name) || name.endsWith(".d.ts");

function sourceFiles(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory())
      return SKIPPED_FOLDERS.has(entry.name) || entry.name.startsWith(".") ? [] : sourceFiles(full);
    return entry.isFile() && SOURCE_FILE.test(entry.name) && !isData(entry.name) ? [full] : [];
  });
}

function lineCount(file: string): number {
  const text = fs.readFileSync(file, "utf8");
  if (text === "") return 0;
  return text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
}

describe("source file size", () => {
  it(`keeps every source file outside data and migrations at ${MAX_LINES} lines or fewer`, () => {
    const files = SOURCE_ROOTS.flatMap((root) => sourceFiles(path.join(ROOT, root)));
    expect(files.length).toBeGreaterThan(100);
    const offenders = files
      .map((file) => ({ file: path.relative(ROOT, file), lines: lineCount(file) }))
      .filter(({ lines }) => lines > MAX_LINES)
      .sort((a, b) => b.lines - a.lines)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(offenders, `Files over ${MAX_LINES} lines (split them by job):\n${offenders.join("\n")}`).toEqual([]);
  });
});
