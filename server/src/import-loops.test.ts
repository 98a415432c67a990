import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * No two files of the code import each other, directly or around a loop: each file stands above
 * what it imports, so the structure reads from the bottom up. What does not count: `import type`
 * (erased when compiled), and `import("…")` (a page or a text group loaded later, on purpose).
 * Tests are left out.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const TREES = ["server/src", "web/src", "packages/contract/src", "bench", "e2e"];
const SKIPPED = new Set(["node_modules", "dist", "results", "artifacts"]);

function sourceFiles(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The file a relative import names: `./x.js` is `./x.ts`; `./x` is `./x.ts`, `./x.tsx` or its index. */
function resolveImport(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  const stem = base.replace(/\.js$/, "");
  return [`${stem}.ts`, `${stem}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")].find((file) =>
    fs.existsSync(file),
  );
}

/** What a file imports for its values: `import … from` and `export … from`, not `import type`, not `import()`. */
function valueImports(file: string): string[] {
  const text = fs.readFileSync(file, "utf8");
  const statements = text.matchAll(/^(import|export)\s+(type\s+)?([^;]*?)\s*from\s+"(\.{1,2}\/[^"]+)"/gms);
  return [...statements]
    .filter(([, , typeOnly, names]) => {
      if (typeOnly) return false;
      // `import { type A, type B } from …` brings no value either.
      const braced = /^\{([^}]*)\}$/s.exec((names ?? "").trim());
      if (!braced) return true;
      const items = (braced[1] ?? "")
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean);
      return items.some((item) => !item.startsWith("type "));
    })
    .map(([, , , , specifier]) => resolveImport(file, specifier ?? ""))
    .filter((target): target is string => target !== undefined);
}

/** Each loop once, as the files in it (Tarjan's strongly connected components of two files or more). */
function loops(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      for (;;) {
        const member = stack.pop() as string;
        onStack.delete(member);
        component.push(member);
        if (member === file) break;
      }
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

describe("import loops", () => {
  it("no file imports, around a loop, a file that imports it", () => {
    const files = TREES.flatMap((tree) => sourceFiles(path.join(ROOT, tree)));
    expect(files.length).toBeGreaterThan(500);
    const graph = new Map(files.map((file) => [file, valueImports(file)]));
    const named = loops(graph).map((loop) => loop.map((file) => path.relative(ROOT, file)).join(" <-> "));
    expect(named, "Move what both need into a file of its own, below both").toEqual([]);
  });

  it("finds a loop of two files, and none when one side imports only types", () => {
    const folder = fs.mkdtempSync(path.join(ROOT, "server", "import-loops-"));
    try {
      const a = path.join(folder, "a.ts");
      const b = path.join(folder, "b.ts");
      fs.writeFileSync(a, 'import { two } from "./b.js";\nexport const one = 1 + two;\n');
      fs.writeFileSync(b, 'import { one } from "./a.js";\nexport const two = 2;\nexport const three = one;\n');
      expect(loops(new Map([a, b].map((file) => [file, valueImports(file)])))).toEqual([[a, b]]);
      fs.writeFileSync(b, 'import { type One } from "./a.js";\nexport const two: One = 2;\n');
      expect(loops(new Map([a, b].map((file) => [file, valueImports(file)])))).toEqual([]);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
