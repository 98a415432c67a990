import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlib } from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { firstPageHtml } from "./build/first-page-html";
import { serviceWorker } from "./service-worker/plugin";

/** The API server of `npm run dev` (server/). */
const API_ORIGIN = process.env.GKF_API_ORIGIN ?? "http://localhost:3000";
const OUT_DIR = "dist";
const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;

/**
 * What the login page is built from, besides the page itself: shared with the other auth pages (and
 * imported by different sets of them), these would each become a small chunk of their own. Kept
 * together, the login page's first load is one request and compresses as one file. Only modules
 * free of Zod belong here (a static import of the Zod chunk would put it in the first load).
 */
const SIGN_IN_MODULES =
  /[\\/]src[\\/](features[\\/]auth[\\/](login[\\/]login-(api|response)|components[\\/]|auth-paths|auth-storage|redirect-after-login)|shared[\\/]forms[\\/](text-field|field-frame|password-field|choice-switch|input-mask|validation|fields))/;

/**
 * Modules the public pages people arrive on (login, splash, home) import that lazy pages
 * share too. They get a small chunk of their own, ahead of the "pages" group: caught by that big
 * chunk, one of them would bring all of it into the first load.
 */
const PUBLIC_PAGES_SHARED =
  /[\\/]contract[\\/]src[\\/]phone\.ts$|[\\/]src[\\/]shared[\\/](page-meta[\\/]use-page-title|session[\\/]use-signed-in|ui[\\/]gkf-mark)\.tsx?$|[\\/]src[\\/](features[\\/]system[\\/]system-pages\.module|app[\\/]a11y-pages)\.css$|[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]Paper[\\/]/;
/**
 * What the signed-in pages have in common, whatever the feature: the UI kit and what it stands on,
 * queries, dates, and the app's own shared code; Zod and the contract's core are taken before it
 * by "contract" (below). Features' own modules, their texts and one-page libraries (charts, QR
 * codes) stay with their pages, and so do the contract's feature schemas: each is built (Zod, at
 * load) only by the pages that use it.
 */
const PAGES_COMMON =
  /node_modules[\\/](zod|@mantine[\\/](core|hooks|form)|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|detect-node-es|aria-hidden|tslib|clsx|@tanstack|dayjs|react-number-format|react-textarea-autosize|type-fest)[\\/]|[\\/]web[\\/]src[\\/](shared|app)[\\/]|[\\/]packages[\\/]contract[\\/]src[\\/](endpoint|errors|pagination|dates|validators|phone|spec|system)\.ts$/;

/**
 * What many signed-in pages share but the pages members open most (the overview, the profile) and
 * the dashboard's shell never run: forms (@mantine/form, inputs, the app's form fields),
 * overlays (modals, drawers, popovers, tooltips and the libraries they stand on), tables and
 * pagination. In "pages" they were 60% of its bytes unused on the overview (Lighthouse's
 * unused-javascript), downloaded and evaluated before its first render on a slow phone; in a
 * chunk of their own they come with the pages that use them (decision 115).
 */
const PAGES_EXTRAS =
  /node_modules[\\/](@mantine[\\/]form|@floating-ui|klona|react-number-format|react-textarea-autosize)[\\/]|[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](ScrollArea|TextInput|Textarea|PasswordInput|NumberInput|Radio|Switch|Chip|Select|MultiSelect|Autocomplete|Combobox|FileInput|PinInput|SegmentedControl|Drawer|Modal|ModalBase|Overlay|FocusTrap|Portal|Popover|Menu|Tooltip|Floating|Alert|List|Card|ColorSwatch|Divider|Pagination|Table|Tabs|Accordion|Progress|RingProgress|Stepper|Timeline|Skeleton|Notification)[\\/]|[\\/]web[\\/]src[\\/]shared[\\/](forms|charts|tables)[\\/]/;

/**
 * What a signed-in reload of the overview (the page members open most) needs besides the entry and
 * "pages", in one chunk instead of a dozen: the dashboard's shell (its routes, layout, AppShell,
 * NavLink, the gates and the children switcher), the overview page and its cards, the membership
 * tabs, icons and badges, the record's read, the event and grading schemas its results card
 * reads, the families' texts the layout shows and the English memberships texts. Apart, they were
 * 1-4 KB chunks, each a request of its own (on a phone's HTTP/1.1, six at a time, every one a
 * round trip holding a share of the bandwidth the app's entry needs). Every signed-in page loads
 * the shell anyway; the overview's own code (~6 KB compressed) comes with it (decision 119).
 */
const DASHBOARD_FIRST =
  /[\\/]web[\\/]src[\\/](app[\\/](router[\\/]dashboard-routes\.tsx|layouts[\\/]dashboard-layout\.tsx)|shared[\\/](api[\\/]my-event-results|i18n[\\/]language-cookie)\.ts|features[\\/](account[\\/](account-api\.ts|staff-tfa-gate\.tsx|consent-gate\.tsx)|families[\\/](texts\.ts|acting-switcher\.(tsx|module\.css))|memberships[\\/](overview[\\/][^\\/]+|api[\\/](get-my-record|membership-failure-toast)\.ts|components[\\/](membership-card\.(tsx|module\.css)|membership-nav\.(tsx|module\.css)|icons\.tsx|status-badges\.tsx))))$|[\\/]packages[\\/]contract[\\/]src[\\/]((endpoints[\\/])?(events|grading-results)|gradings|i18n[\\/]((en|fr)-families|language-cookie)|i18n[\\/]en-(memberships|memberships-review|memberships-verify|membership-toasts|document-types))\.ts$|[\\/]@mantine[\\/](core[\\/]styles[\\/](AppShell|NavLink)\.css$|core[\\/]esm[\\/]components[\\/](AppShell|NavLink|Collapse)[\\/]|core[\\/]esm[\\/]components[\\/]Accordion[\\/]AccordionChevron|hooks[\\/]esm[\\/]use-collapse[\\/])/;

/**
 * Text files of the contract that the app's shared code imports too (shared/ui/labels.ts: belts
 * and membership types). Left to "pages" (a dependency of a shared module), they made the
 * memberships text chunks import the whole pages chunk; in a chunk of their own, a text chunk
 * needs nothing but texts (decision 99).
 */
const SHARED_TEXTS = /[\\/]contract[\\/]src[\\/]i18n[\\/](en|fr)-labels\.ts$/;

/**
 * Zod and the contract's core: the common schemas (errors, pagination, dates, validators), the
 * account and two-step schemas and the account calls (which the sign-up and verification pages
 * read too, without the dashboard). Zod builds a schema when its module is evaluated; inside
 * "pages", Zod's own code and these schemas were most of the longest task of a signed-in first
 * load (~300 ms on Lighthouse's slow phone). In a chunk of their own, main.tsx evaluates them in
 * a task before the rest of "pages" (with the membership, payment, privacy and family schemas).
 * One chunk in place of the account calls' own: as many requests as before (decision 123).
 * Since decision 128 the web app builds each contract schema on first use (lazy-schema.ts, here
 * with Zod: every schema module imports it, and every chunk of schemas imports this one; in
 * "pages" it made this chunk import "pages" back, and Zod's classes were used before they existed).
 */
const ZOD_AND_CONTRACT =
  /node_modules[\\/]zod[\\/]|[\\/]packages[\\/]contract[\\/]src[\\/](lazy-schema|endpoint|errors|pagination|dates|validators|system|tfa|colours|regions|accounts|endpoints[\\/](accounts|system|regions))\.ts$/;

/**
 * dayjs itself, which the French texts' date locale (loaded with the French login page) and the
 * signed-in pages import: inside "pages", a French visitor's login page brought all of it.
 */
const DAYJS = /node_modules[\\/]dayjs[\\/]dayjs\.min\.js$/;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)])),
  );
  return nested.flat();
}

/**
 * The server sends `.br`/`.gz` siblings as they are instead of compressing on every request, so
 * the build writes them once, at the highest levels (members are often on metered connections).
 */
function precompress(): Plugin {
  let outDir = OUT_DIR;
  return {
    name: "gkf:precompress",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // writeBundle runs only after a successful write, so a failed build shows its own error.
    async writeBundle() {
      const files = (await listFiles(outDir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file);
          const [gzipped, brotli] = await Promise.all([
            gzipAsync(content, { level: zlib.Z_BEST_COMPRESSION }),
            brotliAsync(content, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                [zlib.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
          ]);
          await Promise.all([writeFile(`${file}.gz`, gzipped), writeFile(`${file}.br`, brotli)]);
        }),
      );
    },
  };
}

/**
 * Fails the build when chunks import each other in a circle. A circle runs one chunk's code before
 * what it imports from the other exists: the web app's contract chunk importing "pages" back built
 * schemas with Zod's classes still undefined, and every signed-in page failed (decision 128). The
 * unit tests run the modules unbundled and cannot see it; the grouping of chunks above is what
 * makes one.
 */
function noChunkCycles(): Plugin {
  return {
    name: "gkf:no-chunk-cycles",
    apply: "build",
    generateBundle(_options, bundle) {
      const imports = new Map<string, readonly string[]>();
      for (const output of Object.values(bundle))
        if (output.type === "chunk") imports.set(output.fileName, output.imports);
      const done = new Set<string>();
      const visit = (file: string, path: string[]): void => {
        if (path.includes(file))
          this.error(`chunks import each other: ${[...path.slice(path.indexOf(file)), file].join(" → ")}`);
        if (done.has(file)) return;
        for (const imported of imports.get(file) ?? []) visit(imported, [...path, file]);
        done.add(file);
      };
      for (const file of imports.keys()) visit(file, []);
    },
  };
}

export default defineConfig({
  plugins: [react(), serviceWorker(), firstPageHtml(), precompress(), noChunkCycles()],
  // The manifest lets scripts/first-load-size.mjs check the first-load budget.
  build: {
    outDir: OUT_DIR,
    emptyOutDir: true,
    manifest: true,
    // No fetch()-based polyfill of <link rel="modulepreload"> in the first load (0.3 KB gzipped):
    // every browser since Safari 17 and Firefox 115 has it; older ones ignore the first pages'
    // preload links and fetch those chunks when the app asks for them (decision 99).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything index.html loads, in one chunk: left to itself, Rolldown splits the modules
            // that lazy pages share with the entry into separate chunks (~3.5 KB more on first load).
            { name: "app", tags: ["$initial"] },
            // Its dependencies are either in "app" or must stay out of the first load.
            { name: "sign-in", test: SIGN_IN_MODULES, includeDependenciesRecursively: false },
            { name: "public-shared", test: PUBLIC_PAGES_SHARED, includeDependenciesRecursively: false },
            { name: "shared-texts", test: SHARED_TEXTS, includeDependenciesRecursively: false },
            { name: "dayjs", test: DAYJS, includeDependenciesRecursively: false },
            { name: "dashboard-first", test: DASHBOARD_FIRST, includeDependenciesRecursively: false },
            { name: "contract", test: ZOD_AND_CONTRACT, includeDependenciesRecursively: false },
            { name: "pages-extras", test: PAGES_EXTRAS, minShareCount: 2, includeDependenciesRecursively: false },
            {
              name: "pages",
              test: PAGES_COMMON,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { "/api": API_ORIGIN } },
  preview: { proxy: { "/api": API_ORIGIN } },
});
