import { en } from "@gkf/contract/i18n/en";
import { fr } from "@gkf/contract/i18n/fr";
import { describe, expect, it } from "vitest";
import {
  chunkOf,
  FIRST_PAGES,
  FRAME_LANGUAGES,
  filesOf,
  firstPageFileName,
  isModule,
  withFirstFrame,
  withoutBlockingStyles,
  withPreloads,
} from "./first-page-html";

const chunk = (fileName: string, imports: string[] = [], css: string[] = []) => ({
  type: "chunk" as const,
  fileName,
  facadeModuleId: null,
  isEntry: false,
  imports,
  viteMetadata: { importedCss: new Set(css) },
});

describe("the first pages' preloads", () => {
  it("list a page's chunk, its static imports (transitively, once) and their CSS", () => {
    const chunks = [
      chunk("assets/page.js", ["assets/shared.js", "assets/kit.js"], ["assets/page.css"]),
      chunk("assets/shared.js", ["assets/kit.js"]),
      chunk("assets/kit.js", [], ["assets/kit.css"]),
      chunk("assets/elsewhere.js"),
    ];
    expect([...filesOf(chunks, chunks[0] as (typeof chunks)[number])]).toEqual([
      "assets/page.js",
      "assets/page.css",
      "assets/shared.js",
      "assets/kit.js",
      "assets/kit.css",
    ]);
  });

  it("go into the head as modulepreload (scripts) and preload-as-style (CSS: fetched, not render-blocking)", () => {
    const html = withPreloads("<html><head><title>x</title></head><body></body></html>", [
      "assets/page.js",
      "assets/page.css",
    ]);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/page.js">');
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/page.css">');
    expect(html.indexOf("modulepreload")).toBeLessThan(html.indexOf("</head>"));
    expect(html).not.toContain('rel="stylesheet"');
    expect(withPreloads("<head></head>", [])).toBe("<head></head>");
  });
});

describe("the app's stylesheet", () => {
  it("is preloaded, not render-blocking, and marked for main.tsx to apply", () => {
    const html = withoutBlockingStyles(
      '<head><script type="module" crossorigin src="/assets/index-A.js"></script>\n<link rel="stylesheet" crossorigin href="/assets/index-B.css"></head>',
    );
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/index-B.css" data-app-css>');
    expect(html).not.toContain('rel="stylesheet"');
  });
});

describe("the dashboard's first pages (decision 99)", () => {
  it("name modules from web/, a contract text file too", () => {
    expect(
      isModule("/repo/web/src/app/router/dashboard-routes.tsx", "src/app/router/dashboard-routes.tsx", "/repo/web"),
    ).toBe(true);
    expect(
      isModule(
        "/repo/packages/contract/src/i18n/en-memberships.ts",
        "../packages/contract/src/i18n/en-memberships.ts",
        "/repo/web",
      ),
    ).toBe(true);
    expect(
      isModule("/repo/web/src/other/dashboard-routes.tsx", "src/app/router/dashboard-routes.tsx", "/repo/web"),
    ).toBe(false);
    expect(isModule(null, "src/app/router/dashboard-routes.tsx", "/repo/web")).toBe(false);
  });

  it("preload the English memberships texts with the overview and the profile (no round trip after the dashboard's chunk)", () => {
    for (const name of ["my-membership", "my-profile"]) {
      expect(FIRST_PAGES.find((page) => page.name === name)?.modules).toContain(
        "../packages/contract/src/i18n/en-memberships.ts",
      );
    }
  });

  it("find a page's module in the chunk it is the facade of, or else in the group chunk that bundles it", () => {
    const facade = { ...chunk("assets/page.js"), facadeModuleId: "/repo/web/src/page.tsx" };
    const group = { ...chunk("assets/group.js"), moduleIds: ["/repo/web/src/other.tsx", "/repo/web/src/texts.ts"] };
    const chunks = [group, facade];
    expect(chunkOf(chunks, "src/page.tsx", "/repo/web")?.fileName).toBe("assets/page.js");
    expect(chunkOf(chunks, "src/texts.ts", "/repo/web")?.fileName).toBe("assets/group.js");
    expect(chunkOf(chunks, "src/missing.ts", "/repo/web")).toBeUndefined();
  });

  it("preload the page-change focus with the overview and the profile (no request after the first render)", () => {
    for (const name of ["my-membership", "my-profile"]) {
      expect(FIRST_PAGES.find((page) => page.name === name)?.modules).toContain("src/app/layouts/page-focus.tsx");
    }
  });
});

describe("the overview's frame and title, painted from its HTML (decision 125)", () => {
  const index =
    '<!doctype html>\n<html lang="en">\n  <head>\n    <title>GKF Portal</title>\n  </head>\n  <body>\n    <div id="root"><svg class="boot-spinner"></svg></div>\n  </body>\n</html>';
  const overview = FIRST_PAGES.find((page) => page.name === "my-membership");

  it("is the overview's title in each language, as the catalogue has it, and no other first page has one", () => {
    expect(FRAME_LANGUAGES).toEqual(["en", "fr"]);
    expect(overview?.frameTitle).toEqual({
      en: en.app.dashboard.sections["my-membership"],
      fr: fr.app.dashboard.sections["my-membership"],
    });
    expect(FIRST_PAGES.filter((page) => page.frameTitle).map((page) => page.name)).toEqual(["my-membership"]);
    expect(firstPageFileName("my-membership", "en")).toBe("first-pages/my-membership.html");
    expect(firstPageFileName("my-membership", "fr")).toBe("first-pages/my-membership.fr.html");
  });

  it("goes inside #root, before the spinner (React replaces both), hidden from assistive technology, with its styles", () => {
    const html = withFirstFrame(index, "My membership", "en");
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toMatch(
      /^<div id="root"><div class="first-frame" aria-hidden="true">.*<p class="first-frame-title">My membership<\/p><\/div><\/div><svg class="boot-spinner">/,
    );
    // The page's one heading is the app's: the frame's title is a paragraph, and hidden.
    expect(html).not.toMatch(/<h[1-6]/);
    expect(html.indexOf("<style>")).toBeLessThan(html.indexOf("</head>"));
    expect(html).toContain(".first-frame-title{");
    expect(html).toContain('<html lang="en">');
  });

  it("is written in the page's language, its text escaped", () => {
    const html = withFirstFrame(index, "Mon adhésion <&>", "fr");
    expect(html).toContain('<html lang="fr">');
    expect(html).not.toContain('lang="en"');
    expect(html).toContain('<p class="first-frame-title">Mon adhésion &lt;&amp;&gt;</p>');
  });

  it("places the title where AppShell and PageHeader put the h1: 64 px header, 16 px padding, 26 px at 750", () => {
    const html = withFirstFrame(index, "My membership", "en");
    expect(html).toContain(
      ".first-frame-header{position:fixed;inset:0 0 auto;z-index:100;box-sizing:border-box;height:64px;",
    );
    expect(html).toContain(".first-frame-main{padding:80px 16px 0;}");
    expect(html).toContain("font:750 26px/1.3 system-ui");
    expect(html).toContain("@media (min-width:48em){.first-frame-navbar{display:block;");
  });

  it("fails the build on an index.html it cannot place it in", () => {
    expect(() => withFirstFrame("<html><head></head><body></body></html>", "x", "en")).toThrow(/#root/);
  });
});
