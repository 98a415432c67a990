import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { journeyPerTest, newPhoneContext, saveScreenshot, signedInMember, trackPageErrors } from "../support/index.js";

// What a person sees when they open the portal on a phone: the app shell, the status page and
// the 404 page, served by the real server from the built web app (web/dist).

const journey = journeyPerTest();

/** Opens a path of the web app on a phone and waits until the app has rendered a heading. */
async function open(pathname: string): Promise<{ page: Page; errors: string[] }> {
  const context = journey.closeAfterTest(await newPhoneContext(journey.browser, journey.server.baseUrl));
  const page = await context.newPage();
  const errors = trackPageErrors(page);
  const response = await page.goto(pathname, { waitUntil: "domcontentloaded" });
  expect(response?.status(), `GET ${pathname}`).toBe(200);
  await page.getByRole("heading").first().waitFor({ state: "visible", timeout: 15_000 });
  return { page, errors };
}

async function expectTitleSet(page: Page): Promise<void> {
  const title = await page.title();
  expect(title.trim(), "document.title").not.toBe("");
  expect(title).toMatch(/GKF|Karate/i);
}

describe("app shell on a phone", () => {
  it("opens the start page", async () => {
    const { page, errors } = await open("/");
    await saveScreenshot(page, "app-shell-start");
    await expectTitleSet(page);
    expect(await page.getByRole("heading").first().textContent()).toMatch(/\S/);
    expect(errors).toEqual([]);
  });

  it("opens /home", async () => {
    const { page, errors } = await open("/home");
    await saveScreenshot(page, "app-shell-home");
    await expectTitleSet(page);
    expect(await page.getByRole("heading").first().textContent()).toMatch(/\S/);
    expect(errors).toEqual([]);
  });

  it("keeps the app's name clear of the language switch at 360 px, in English and in French", async () => {
    /** The switch starts right of "GKF Portal" and its buttons are named by the whole language. */
    async function expectNameClear(page: Page): Promise<void> {
      const name = await page.locator("header").getByText("GKF Portal", { exact: true }).boundingBox();
      const languages = await page.getByRole("group", { name: /Language|Langue/ }).boundingBox();
      expect(name && languages, "the app's name and the language switch are on screen").toBeTruthy();
      if (!name || !languages) return;
      expect(name.x + name.width, "the app's name ends before the language switch").toBeLessThanOrEqual(languages.x);
      expect(languages.x + languages.width).toBeLessThanOrEqual(360);
    }

    const { page, errors } = await open("/home");
    await expectNameClear(page);
    await page.getByRole("button", { name: "Français" }).click();
    await page.getByRole("button", { name: "Français" }).and(page.locator("[aria-pressed=true]")).waitFor();
    await expectNameClear(page);
    await saveScreenshot(page, "app-shell-home-french");
    await page.getByRole("button", { name: "English" }).click();
    await page.getByRole("button", { name: "English" }).and(page.locator("[aria-pressed=true]")).waitFor();
    expect(errors).toEqual([]);

    // The signed-in app's header has the menu button too.
    const member = await signedInMember(journey.browser, journey.server);
    journey.closeAfterTest(member.context);
    await expectNameClear(member.page);
    await member.page.getByRole("button", { name: "Français" }).click();
    await member.page
      .getByRole("button", { name: "Français" })
      .and(member.page.locator("[aria-pressed=true]"))
      .waitFor();
    // The whole page in French, its name included (the app's first-load texts, not only the page's).
    await member.page.getByRole("heading", { level: 1, name: "Mon adhésion" }).waitFor();
    await expectNameClear(member.page);
    await saveScreenshot(member.page, "app-shell-dashboard-french");
    // The demo member's account language back to English for whatever runs next on this server.
    await member.page.getByRole("button", { name: "English" }).click();
    await member.page
      .getByRole("button", { name: "English" })
      .and(member.page.locator("[aria-pressed=true]"))
      .waitFor();
  });

  it("shows a person whether the portal works, and no technical details", async () => {
    const { page, errors } = await open("/status");
    // The page loads /api/status after the shell has rendered.
    await page
      .getByText(/all systems operational/i)
      .first()
      .waitFor({ state: "visible", timeout: 15_000 });
    // Engine, migrations and SMTP settings are for signed-in staff only (issue 9).
    expect(await page.getByText(/sqlite|migration|smtp/i).count()).toBe(0);
    await saveScreenshot(page, "app-shell-status");
    await expectTitleSet(page);
    expect(errors).toEqual([]);
  });

  it("paints the overview's frame and title from its HTML, where the app puts its h1, in the person's language", async () => {
    /** The overview with no script at all: what its HTML paints before the app's code has arrived. */
    async function htmlAlone(language: "en" | "fr", viewport: { width: number; height: number }) {
      const bare = await journey.browser.newContext({
        baseURL: journey.server.baseUrl,
        viewport,
        javaScriptEnabled: false,
      });
      try {
        await bare.addCookies([{ name: "gkf_language", value: language, url: journey.server.baseUrl }]);
        const page = await bare.newPage();
        await page.goto("/dashboard/my-membership/index");
        const title = page.locator(".first-frame-title");
        return {
          text: await title.textContent(),
          box: await title.boundingBox(),
          lang: await page.locator("html").getAttribute("lang"),
          // Hidden from assistive technology: the app's h1 is the page's one heading.
          headings: await page.getByRole("heading").count(),
        };
      } finally {
        await bare.close();
      }
    }

    /** The app's h1 once the page has rendered: the frame is gone, one h1 left, in the same box. */
    async function appHeading(page: Page, name: string) {
      const heading = page.getByRole("heading", { name, level: 1 });
      await heading.waitFor({ timeout: 15_000 });
      expect(await page.locator(".first-frame").count(), "the frame is gone once the app renders").toBe(0);
      expect(await page.locator("h1").count()).toBe(1);
      return heading.boundingBox();
    }

    const expectSameBox = (
      frame: { x: number; y: number; width: number; height: number } | null,
      app: typeof frame,
    ) => {
      expect(frame && app, "both boxes").toBeTruthy();
      if (!frame || !app) return;
      for (const side of ["x", "y", "width", "height"] as const) expect(frame[side]).toBeCloseTo(app[side], 0);
    };

    const member = await signedInMember(journey.browser, journey.server);
    const context = journey.closeAfterTest(member.context);
    const page = member.page;
    const viewport = page.viewportSize() ?? { width: 360, height: 740 };
    const english = await appHeading(page, "My membership");

    // On Lighthouse's phone (412 × 823) Chromium's largest contentful paint is the HTML's title; the
    // app's h1, no larger, adds none. (At 360 px the compliance card's text wraps to three lines
    // and is larger than the title: there it is still the LCP, as before; decision 125.)
    await page.addInitScript(() => {
      const entries: { size: number; className: string | undefined; tag: string | undefined }[] = [];
      (window as unknown as { lcp: typeof entries }).lcp = entries;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { size: number; element: Element | null })[]) {
          entries.push({ size: entry.size, className: entry.element?.className, tag: entry.element?.tagName });
        }
      }).observe({ type: "largest-contentful-paint", buffered: true });
    });
    await page.setViewportSize({ width: 412, height: 823 });
    await page.reload();
    await appHeading(page, "My membership");
    await page.getByText("Compliance", { exact: true }).first().waitFor();
    // A paint's LCP entry is reported once its frame is presented: three frames after the page's
    // content is there, any later, larger paint would have been.
    await page.evaluate(async () => {
      for (let frame = 0; frame < 3; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    const lcp = await page.evaluate(
      () => (window as unknown as { lcp: { size: number; className?: string; tag?: string }[] }).lcp,
    );
    // The largest paint is the title: the HTML's, or (when the app has rendered before the browser
    // painted the HTML, as on a slow machine's localhost) the app's h1 in the same box. An element
    // of the app larger than the title would be a later, larger entry.
    const largest = lcp[lcp.length - 1];
    expect(largest, JSON.stringify(lcp)).toBeDefined();
    expect(
      largest?.className === "first-frame-title" || largest?.tag === "H1" || largest?.className === undefined,
      JSON.stringify(lcp),
    ).toBe(true);
    await page.setViewportSize(viewport);

    const frame = await htmlAlone("en", viewport);
    expect(frame).toMatchObject({ text: "My membership", lang: "en", headings: 0 });
    expectSameBox(frame.box, english);
    // From Mantine's sm breakpoint the navbar is beside the page: the title moves right in both.
    await page.setViewportSize({ width: 1280, height: 800 });
    expectSameBox((await htmlAlone("en", { width: 1280, height: 800 })).box, await appHeading(page, "My membership"));
    await page.setViewportSize(viewport);

    // In French the dashboard tells the server (a cookie), and the HTML paints the French title.
    await page.getByRole("button", { name: "Français" }).click();
    await page.getByRole("button", { name: "Français" }).and(page.locator("[aria-pressed=true]")).waitFor();
    expect((await context.cookies()).find((cookie) => cookie.name === "gkf_language")?.value).toBe("fr");
    await page.reload();
    const french = await appHeading(page, "Mon adhésion");
    const frenchFrame = await htmlAlone("fr", viewport);
    expect(frenchFrame).toMatchObject({ text: "Mon adhésion", lang: "fr", headings: 0 });
    expectSameBox(frenchFrame.box, french);
    // The demo member's account language back to English for whatever runs next on this server.
    await page.getByRole("button", { name: "English" }).click();
    await page.getByRole("button", { name: "English" }).and(page.locator("[aria-pressed=true]")).waitFor();
    expect((await context.cookies()).find((cookie) => cookie.name === "gkf_language")?.value).toBe("en");
  });

  it("shows the 404 page for an unknown path", async () => {
    const { page, errors } = await open("/no-such-page");
    await page
      .getByText(/not found|404/i)
      .first()
      .waitFor({ state: "visible", timeout: 15_000 });
    await saveScreenshot(page, "app-shell-not-found");
    await expectTitleSet(page);
    expect(errors).toEqual([]);
  });
});

interface CspWindow {
  __cspViolations: string[];
  addEventListener(
    type: "securitypolicyviolation",
    listener: (event: { effectiveDirective: string; blockedURI: string }) => void,
  ): void;
}

describe("content security policy", () => {
  it("loads a page with forms (the Zod chunk) without a CSP violation", async () => {
    const context = journey.closeAfterTest(await newPhoneContext(journey.browser, journey.server.baseUrl));
    // Reported before the app's scripts run: Zod 4 probes for eval at its first object schema.
    // (The browser's window, typed here without the DOM library of the e2e project.)
    await context.addInitScript(() => {
      const browserWindow = globalThis as unknown as CspWindow;
      const seen: string[] = [];
      browserWindow.__cspViolations = seen;
      browserWindow.addEventListener("securitypolicyviolation", (event) =>
        seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
      );
    });
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && /Content Security Policy|unsafe-eval/i.test(message.text()))
        consoleErrors.push(message.text());
    });
    const errors = trackPageErrors(page);
    await page.goto("/auth/register", { waitUntil: "domcontentloaded" });
    await page.getByRole("heading").first().waitFor({ state: "visible", timeout: 15_000 });
    // The registration page loads its regions through a Zod-checked call.
    await page.waitForLoadState("networkidle");
    const violations = await page.evaluate(() => (globalThis as unknown as CspWindow).__cspViolations);
    expect(violations).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe("API reference", () => {
  it("serves the interactive docs as HTML", async () => {
    const response = await fetch(`${journey.server.baseUrl}/api/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/text\/html/);
    expect(await response.text()).toMatch(/<html/i);
  });

  it("publishes an OpenAPI document that lists /api/regions", async () => {
    const response = await fetch(`${journey.server.baseUrl}/api/openapi.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as { openapi?: string; paths?: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths ?? {})).toContain("/api/regions");
  });
});
