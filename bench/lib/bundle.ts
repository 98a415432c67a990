import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

export interface BundleFile {
  file: string;
  kind: "script" | "stylesheet" | "modulepreload";
  bytes: number;
  gzipBytes: number;
}

export interface BundleReport {
  files: BundleFile[];
  bytes: number;
  gzipBytes: number;
  budgetBytes: number;
  pass: boolean;
}

function attribute(tag: string, name: string): string | undefined {
  const match = tag.match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i"));
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/**
 * What a phone downloads before the first page can render: every script, stylesheet and
 * modulepreload that web/dist/index.html names, each gzipped at level 9 (what a CDN or the
 * pre-compressed files would send). Chunks loaded later by dynamic import are not counted.
 */
export function measureFirstLoad(distDir: string, budgetBytes: number): BundleReport {
  const html = fs.readFileSync(path.join(distDir, "index.html"), "utf8");
  const found = new Map<string, BundleFile["kind"]>();
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    const src = attribute(tag, "src");
    if (src) found.set(src, "script");
  }
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    const rel = (attribute(tag, "rel") ?? "").toLowerCase().split(/\s+/);
    const href = attribute(tag, "href");
    if (!href) continue;
    if (rel.includes("stylesheet")) found.set(href, "stylesheet");
    else if (rel.includes("modulepreload")) found.set(href, "modulepreload");
  }

  // One entry per file: the entry script is often also named by a modulepreload.
  const files = new Map<string, BundleFile>();
  for (const [ref, kind] of found) {
    if (/^(https?:)?\/\//i.test(ref) || ref.startsWith("data:")) {
      throw new Error(`index.html loads ${ref} from another origin: the budget cannot measure it`);
    }
    const relative = decodeURIComponent(ref.split(/[?#]/)[0] ?? "").replace(/^\.?\//, "");
    if (files.has(relative)) continue;
    const content = fs.readFileSync(path.join(distDir, relative));
    files.set(relative, {
      file: relative,
      kind,
      bytes: content.length,
      gzipBytes: zlib.gzipSync(content, { level: 9 }).length,
    });
  }
  const list = [...files.values()];
  const bytes = list.reduce((sum, file) => sum + file.bytes, 0);
  const gzipBytes = list.reduce((sum, file) => sum + file.gzipBytes, 0);
  return { files: list, bytes, gzipBytes, budgetBytes, pass: gzipBytes <= budgetBytes };
}
