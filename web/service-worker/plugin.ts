import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Plugin } from "vite";

/**
 * What the public card check needs without a connection, besides the entry: the verify page, its
 * texts, the QR decoder and Ed25519 (both loaded lazily), and everything they import.
 */
const CARD_CHECK_MODULES =
  /[\\/](features[\\/]memberships[\\/]verify[\\/]|i18n[\\/]en-memberships|node_modules[\\/](qr|@noble[\\/]ed25519)[\\/])/;

/**
 * What an instructor's roll call needs without a connection: the dashboard (routes, guards,
 * layout), the dojo activity pages (the roll call's page with its card reader, whose scanner is the
 * card check's, kept above) and the dojos texts in both languages (the attendance chart
 * and its charts library stay out: the training page loads them when online). The students and
 * the day's sessions are kept by the app itself (features/dojos/api/offline-copy.ts): answers that
 * need a sign-in are never cached here.
 */
const ROLL_CALL_MODULES =
  /[\\/](app[\\/]router[\\/](dashboard-routes|composed-roll-call-page)|features[\\/]dojos[\\/](activities|roll-call)[\\/]|i18n[\\/](en|fr)-dojos)/;

const OFFLINE_MODULES = { test: (id: string) => CARD_CHECK_MODULES.test(id) || ROLL_CALL_MODULES.test(id) };

/** Public files the installed app needs. */
const STATIC_FILES = [
  "/index.html",
  "/manifest.webmanifest",
  "/favicon.svg",
  "/icons/icon-192.png",
  "/icons/icon-512.png",
  "/icons/maskable-512.png",
];

/**
 * Writes `sw.js` (from ./sw.js) with the list of files to keep and a version that changes with
 * them, so a new build installs a new worker and drops the old files.
 */
export function serviceWorker(): Plugin {
  return {
    name: "gkf:service-worker",
    apply: "build",
    // After Vite's own plugins, which drop the chunks that held only CSS.
    enforce: "post",
    generateBundle(_options, bundle) {
      const chunks = new Map<string, { imports: string[]; css: string[] }>();
      const starts: string[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        const css = [...(output.viteMetadata?.importedCss ?? [])];
        chunks.set(output.fileName, { imports: output.imports, css });
        if (output.isEntry || output.moduleIds.some((id) => OFFLINE_MODULES.test(id))) starts.push(output.fileName);
      }
      const keep = new Set<string>();
      const add = (file: string) => {
        if (keep.has(file)) return;
        keep.add(file);
        const chunk = chunks.get(file);
        for (const css of chunk?.css ?? []) keep.add(css);
        for (const imported of chunk?.imports ?? []) add(imported);
      };
      for (const file of starts) add(file);
      const emitted = [...keep].filter((file) => file in bundle).sort();
      const files = [...STATIC_FILES, ...emitted.map((file) => `/${file}`)];
      const version = createHash("sha256").update(files.join("\n")).digest("hex").slice(0, 12);
      const template = readFileSync(new URL("./sw.js", import.meta.url), "utf8");
      const source = template
        .replace("__GKF_VERSION__", version)
        .replace("self.__GKF_PRECACHE__", JSON.stringify(files));
      this.emitFile({ type: "asset", fileName: "sw.js", source });
    },
  };
}
