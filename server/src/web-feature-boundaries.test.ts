import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The web app's features do not import each other (README's layout: a feature is one folder, and
 * the architecture reads from the tree). A page made of two features is composed by the app's
 * router (web/src/app/router/composed-*.tsx); what several features read lives in web/src/shared.
 * Tests may borrow another feature's fixtures: `*.test.ts(x)` and test-support folders are exempt.
 */
const FEATURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../web/src/features");
const TEST_SUPPORT = new Set(["test", "test-support", "testing"]);

function productionFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return TEST_SUPPORT.has(entry.name) ? [] : productionFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const featureOf = (file: string) => path.relative(FEATURES, file).split(path.sep)[0];

describe("web feature boundaries", () => {
  it("no feature's code imports another feature", () => {
    const files = productionFiles(FEATURES);
    expect(files.length).toBeGreaterThan(100);
    const crossings = files.flatMap((file) =>
      [...fs.readFileSync(file, "utf8").matchAll(/(?:from|import\()\s*"(\.{1,2}\/[^"]+)"/g)]
        .map((match) => path.resolve(path.dirname(file), match[1] as string))
        .filter((target) => target.startsWith(FEATURES + path.sep) && featureOf(target) !== featureOf(file))
        .map((target) => `${path.relative(FEATURES, file)} -> ${path.relative(FEATURES, target)}`),
    );
    expect(crossings, "Compose the page in web/src/app/router, or move what is shared to web/src/shared").toEqual([]);
  });
});
