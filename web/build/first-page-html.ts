import { relative } from "node:path";
import type { Plugin } from "vite";

/**
 * The pages people most often open the app on, each with the module that shows it. For each, the
 * build writes `first-pages/<name>.html`: index.html plus `<link rel="modulepreload">` for the
 * page's chunks and `<link rel="preload" as="style">` for its CSS, so that the browser fetches
 * them beside the app's entry instead of after it (a round trip less on a slow connection). The
 * server sends that file for the page's address (server/src/app.ts), index.html for all others.
 * Links, not a script: the CSP allows no inline script, and none is needed. Modules are named
 * from web/ (a contract file as `../packages/contract/src/...`).
 *
 * The dashboard pages list their English texts too: the map of feature texts is dashboard code,
 * run only once the dashboard's chunk has arrived (decision 99); preloaded here, the texts arrive
 * with it instead of a round trip after it. (A French device asks for its own file then, as the
 * app did before.)
 */
const MEMBERSHIPS_TEXTS = "../packages/contract/src/i18n/en-memberships.ts";
/**
 * The app's focus and toast handling after page changes (app.tsx loads it lazily, out of the login
 * page's first load): asked by the first render, it was a request after the page's code, just
 * before the page's largest paint (decision 119).
 */
const PAGE_FOCUS = "src/app/layouts/page-focus.tsx";

/**
 * The languages a first page with a frame is written in: English is `<name>.html`, the others
 * `<name>.<language>.html` (the server answers by the app's language cookie).
 */
export const FRAME_LANGUAGES = ["en", "fr"] as const;
export type FrameLanguage = (typeof FRAME_LANGUAGES)[number];

export interface FirstPage {
  name: string;
  modules: readonly string[];
  /**
   * A dashboard page whose title is the largest thing on a phone's first screen: its HTML paints
   * the dashboard's frame and this title before any script (`withFirstFrame`), in each language.
   * The catalogue's own texts (first-page-html.test.ts checks them against it: the Vite config
   * cannot load the contract's TypeScript).
   */
  frameTitle?: Readonly<Record<FrameLanguage, string>>;
}

export const FIRST_PAGES: readonly FirstPage[] = [
  { name: "splash", modules: ["src/features/system/splash-page.tsx"] },
  { name: "login", modules: ["src/features/auth/login/login-page.tsx"] },
  {
    name: "my-membership",
    modules: [
      "src/app/router/dashboard-routes.tsx",
      "src/features/memberships/overview/membership-overview-page.tsx",
      MEMBERSHIPS_TEXTS,
      PAGE_FOCUS,
    ],
    // app.dashboard.sections["my-membership"], the overview's h1.
    frameTitle: { en: "My membership", fr: "Mon adhésion" },
  },
  {
    name: "my-profile",
    modules: [
      "src/app/router/dashboard-routes.tsx",
      // The memberships profile with the guardian's "Your children" (issue 16).
      "src/app/router/composed-profile-page.tsx",
      MEMBERSHIPS_TEXTS,
      PAGE_FOCUS,
    ],
  },
];

interface ChunkLike {
  type: "chunk";
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  imports: string[];
  /** The modules bundled in the chunk (a group chunk holds modules it is not the facade of). */
  moduleIds?: readonly string[];
  viteMetadata?: { importedCss: Set<string> };
}

/** The files a module's chunk needs before it runs: itself, its static imports (transitively) and their CSS. */
export function filesOf(chunks: readonly ChunkLike[], chunk: ChunkLike, into = new Set<string>()): Set<string> {
  if (into.has(chunk.fileName)) return into;
  into.add(chunk.fileName);
  for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
  for (const imported of chunk.imports) {
    const next = chunks.find((candidate) => candidate.fileName === imported);
    if (next) filesOf(chunks, next, into);
  }
  return into;
}

/** index.html with preload links for `files`, before `</head>` (so after the entry's own tags). */
export function withPreloads(indexHtml: string, files: readonly string[], base = "/"): string {
  const links = files.map((file) =>
    file.endsWith(".css")
      ? `<link rel="preload" as="style" crossorigin href="${base}${file}">`
      : `<link rel="modulepreload" crossorigin href="${base}${file}">`,
  );
  if (links.length === 0) return indexHtml;
  return indexHtml.replace("</head>", `    ${links.join("\n    ")}\n  </head>`);
}

/**
 * The app's stylesheet fetched without holding the first paint: index.html's
 * `<link rel="stylesheet">` becomes a preload marked `data-app-css`, which main.tsx turns into the
 * stylesheet and waits for before the app renders (so nothing shows unstyled). The start-up
 * spinner (styled inline) is then painted as soon as the HTML has arrived instead of one round
 * trip later, after the CSS.
 */
export function withoutBlockingStyles(indexHtml: string): string {
  return indexHtml.replace(
    /<link rel="stylesheet" crossorigin href="([^"]+\.css)">/g,
    '<link rel="preload" as="style" crossorigin href="$1" data-app-css>',
  );
}

/**
 * The dashboard's frame (AppShell's header band and, from Mantine's `sm` breakpoint, its navbar)
 * and the page's title, where and as large as AppShell and PageHeader's h1 render them for a
 * person without children (the header is 64 px; a guardian's is taller, decision 125). Painted
 * from the HTML, before any script or the app's stylesheet has arrived: on a slow phone the
 * title is the page's largest contentful paint, and it no longer waits for the app's code and
 * answers. React empties `#root` at its first render, so the app's own h1 replaces it; as the
 * app's h1 is no larger, Chromium reports no later LCP. Hidden from assistive technology: the
 * app's heading is the one announced (once), and a person who turns out to be signed out, sent
 * to the login page, was told nothing. Nothing in it is personal: the frame is plain (no name,
 * no sections), the title is the address's page. Inline styles, as the boot spinner's.
 */
export const FIRST_FRAME_STYLE = `<style>
      body { margin: 0; }
      .first-frame-header {
        position: fixed;
        inset: 0 0 auto;
        z-index: 100;
        box-sizing: border-box;
        height: 64px;
        background: #005532;
        border-bottom: 1px solid #dee2e6;
      }
      .first-frame-header::before {
        content: "";
        position: absolute;
        inset: 0 0 auto;
        height: 4px;
        background: linear-gradient(90deg, #ce1126 0 33.33%, #fcd116 33.33% 66.66%, #006b3f 66.66%);
      }
      .first-frame-navbar {
        display: none;
      }
      .first-frame-main {
        padding: 80px 16px 0;
      }
      .first-frame-title {
        width: fit-content;
        max-width: 100%;
        margin: 0;
        color: #000;
        font: 750 26px/1.3 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
        overflow-wrap: anywhere;
        -webkit-font-smoothing: antialiased;
      }
      @media (min-width: 48em) {
        .first-frame-navbar {
          display: block;
          position: fixed;
          top: 64px;
          bottom: 0;
          left: 0;
          width: 260px;
          box-sizing: border-box;
          background: #fff;
          border-right: 1px solid #dee2e6;
        }
        .first-frame-main {
          padding-left: 276px;
        }
      }
    </style>`
  .replace(/\s*\n\s*/g, "")
  .replace(/([:;,]) /g, "$1")
  .replace(/ \{/g, "{");

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/** `html` with the dashboard's frame and `title` inside `#root` (before the spinner), in `language`. */
export function withFirstFrame(html: string, title: string, language: string): string {
  const root = '<div id="root">';
  if (!html.includes(root) || !html.includes("</head>") || !/<html lang="[a-z]+">/.test(html)) {
    throw new Error("first-page-html: index.html has no <html lang>, </head> or #root to put the frame in");
  }
  const frame =
    '<div class="first-frame" aria-hidden="true"><div class="first-frame-header"></div><div class="first-frame-navbar"></div>' +
    `<div class="first-frame-main"><p class="first-frame-title">${escapeHtml(title)}</p></div></div>`;
  return html
    .replace(/<html lang="[a-z]+">/, `<html lang="${language}">`)
    .replace("</head>", `  ${FIRST_FRAME_STYLE}\n  </head>`)
    .replace(root, `${root}${frame}`);
}

/** The file a first page is written to in `language` (the server picks it by the language cookie). */
export function firstPageFileName(name: string, language: string): string {
  return language === "en" ? `first-pages/${name}.html` : `first-pages/${name}.${language}.html`;
}

/**
 * The chunk that shows `module`: the one it is the facade of, or else the one it is bundled in (a
 * manual group such as vite.config.ts's "dashboard-first" holds modules without being their facade).
 */
export function chunkOf<T extends ChunkLike>(chunks: readonly T[], module: string, root: string): T | undefined {
  return (
    chunks.find((candidate) => isModule(candidate.facadeModuleId, module, root)) ??
    chunks.find((candidate) => candidate.moduleIds?.some((id) => isModule(id, module, root)))
  );
}

/** Whether `facadeModuleId` (an absolute path) is `module`, named from the web app's root. */
export function isModule(facadeModuleId: string | null, module: string, root: string): boolean {
  return facadeModuleId !== null && relative(root, facadeModuleId).replaceAll("\\", "/") === module;
}

export function firstPageHtml(): Plugin {
  let root = process.cwd();
  return {
    name: "gkf:first-page-html",
    apply: "build",
    enforce: "post",
    configResolved(config) {
      root = config.root;
    },
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        const index = bundle["index.html"];
        if (index?.type !== "asset") return;
        const indexHtml = withoutBlockingStyles(String(index.source));
        index.source = indexHtml;
        const chunks = Object.values(bundle).filter((item): item is typeof item & ChunkLike => item.type === "chunk");
        // What index.html already loads is not preloaded again.
        const entryFiles = new Set<string>();
        for (const chunk of chunks.filter((candidate) => candidate.isEntry)) filesOf(chunks, chunk, entryFiles);
        for (const page of FIRST_PAGES) {
          const files = new Set<string>();
          for (const module of page.modules) {
            const chunk = chunkOf(chunks, module, root);
            if (!chunk) this.error(`first-page-html: no chunk holds ${module} (renamed? update FIRST_PAGES)`);
            filesOf(chunks, chunk, files);
          }
          const preloads = [...files].filter((file) => !entryFiles.has(file));
          const html = withPreloads(indexHtml, preloads);
          const { frameTitle } = page;
          if (!frameTitle) {
            this.emitFile({ type: "asset", fileName: firstPageFileName(page.name, "en"), source: html });
            continue;
          }
          for (const language of FRAME_LANGUAGES) {
            this.emitFile({
              type: "asset",
              fileName: firstPageFileName(page.name, language),
              source: withFirstFrame(html, frameTitle[language], language),
            });
          }
        }
      },
    },
  };
}
