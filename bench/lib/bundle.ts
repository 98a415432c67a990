import fs from "node:fs";
import path from "node:path";

// The first-load budget, measured exactly as web/scripts/first-load-size.mjs (`npm run size
// --workspace web`) measures it. That script exports nothing and has no machine-readable output,
// so its computation is repeated here; keep the two in step (or, better, import the web's own
// function once it exports one). The definition, shared by both:
//
//   - what Vite's manifest (web/dist/.vite/manifest.json) says index.html loads: the entry chunk,
//     its CSS and, recursively, its static imports and their CSS;
//   - plus the login route's chunk, its CSS and its static imports, recursively;
//   - each file counted by the size of its pre-compressed `.gz` sibling in web/dist (exactly what
//     the server sends);
//   - KB = 1024 bytes.
//
// Dynamic imports are not followed: they load after the first page has rendered.

/** The login page's module, as the manifest names it (the web script's default). */
export const LOGIN_ROUTE_MODULE = "src/features/auth/login/login-page.tsx";
export const KB = 1024;

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

export interface BundleFile {
  /** Path inside web/dist, e.g. assets/index-8CxGnGgx.js. */
  file: string;
  kind: "script" | "stylesheet" | "other";
  /** Size of the file as built. */
  bytes: number;
  /** Size of its `.gz` sibling: what goes over the wire. */
  gzipBytes: number;
}

export interface BundleReport {
  method: string;
  routeModule: string;
  files: BundleFile[];
  bytes: number;
  gzipBytes: number;
  budgetBytes: number;
  pass: boolean;
}

export function manifestPath(distDir: string): string {
  return path.join(distDir, ".vite", "manifest.json");
}

/** The files the browser fetches for the first load of `routeModule`, in the web script's order. */
export function firstLoadFiles(distDir: string, routeModule = LOGIN_ROUTE_MODULE): string[] {
  const manifest = JSON.parse(fs.readFileSync(manifestPath(distDir), "utf8")) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  // A chunk, its CSS and its static imports (what the browser must fetch before running it).
  const collect = (key: string): void => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the manifest ${manifestPath(distDir)}`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) collect(imported);
  };
  collect("index.html");
  collect(routeModule);
  return [...files].sort();
}

export function measureFirstLoad(distDir: string, budgetBytes: number, routeModule = LOGIN_ROUTE_MODULE): BundleReport {
  const files = firstLoadFiles(distDir, routeModule).map((file): BundleFile => {
    const gz = path.join(distDir, `${file}.gz`);
    if (!fs.existsSync(gz)) {
      throw new Error(`${gz} does not exist: the web build writes a .gz next to every asset (rebuild the web app)`);
    }
    return {
      file,
      kind: file.endsWith(".js") ? "script" : file.endsWith(".css") ? "stylesheet" : "other",
      bytes: fs.statSync(path.join(distDir, file)).size,
      gzipBytes: fs.statSync(gz).size,
    };
  });
  const bytes = files.reduce((sum, file) => sum + file.bytes, 0);
  const gzipBytes = files.reduce((sum, file) => sum + file.gzipBytes, 0);
  return {
    method: "web/scripts/first-load-size.mjs: manifest entry + login route chunk and static imports, .gz sizes",
    routeModule,
    files,
    bytes,
    gzipBytes,
    budgetBytes,
    pass: gzipBytes <= budgetBytes,
  };
}
