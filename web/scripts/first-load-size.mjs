// The first-load budget (150 KB of gzipped JS and CSS for the login page): everything index.html
// loads, plus the login route's chunk and what it imports. Run after `vite build`:
//   node scripts/first-load-size.mjs [route-module] [budget-kb]
import { readFileSync } from "node:fs";
import { join } from "node:path";

const DIST = new URL("../dist/", import.meta.url).pathname;
const routeModule = process.argv[2] ?? "src/features/auth/login/login-page.tsx";
const budgetKb = Number(process.argv[3] ?? 150);

const manifest = JSON.parse(readFileSync(join(DIST, ".vite/manifest.json"), "utf8"));
const files = new Set();

/** A chunk, its CSS and its static imports (what the browser must fetch before running it). */
function collect(key) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the manifest`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) collect(imported);
}

collect("index.html");
collect(routeModule);

let totalBytes = 0;
for (const file of [...files].sort()) {
  // The .gz siblings are exactly what the server sends.
  const bytes = readFileSync(join(DIST, `${file}.gz`)).length;
  totalBytes += bytes;
  console.log(`${(bytes / 1024).toFixed(2).padStart(8)} KB  ${file}`);
}
const totalKb = totalBytes / 1024;
console.log(`${totalKb.toFixed(2).padStart(8)} KB  first load of ${routeModule} (budget ${budgetKb} KB)`);
if (totalKb > budgetKb) {
  console.error("Over budget.");
  process.exit(1);
}
