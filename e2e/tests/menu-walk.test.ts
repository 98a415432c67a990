import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  type Account,
  checkA11y,
  DEMO_COACH,
  DEMO_MEMBER,
  DEMO_SUPER_ADMIN,
  journeyWithPhones,
  MEMBER_HOME,
  saveScreenshot,
} from "../support/index.js";

// A reader on a 360 px phone opens every page their menu offers, in French and in English: a
// member, a coach and the super admin (who sees the whole control panel). French words run longer
// than English ones, and several of these pages no other journey opens, so each page is checked as
// it settles: nothing cut off or reaching past the screen's edge, touch targets, axe and layout
// shift (checkA11y), with the page in the language (`lang`, its heading) and no page error. Demo
// accounts, device verification off.

const journey = journeyWithPhones();

/** What the walk reads and clicks, in each language. */
const LANGUAGES = {
  fr: { name: "French", button: "Français", menu: "Ouvrir le menu", loading: "Chargement…" },
  en: { name: "English", button: "English", menu: "Open the menu", loading: "Loading…" },
} as const;
type Language = keyof typeof LANGUAGES;

/** Switches the header's language and waits until the page says so. */
async function switchTo(page: Page, language: Language): Promise<void> {
  const button = page.getByRole("button", { name: LANGUAGES[language].button });
  await button.click();
  await button.and(page.locator("[aria-pressed=true]")).waitFor();
  await page.locator(`html[lang=${language}]`).waitFor({ state: "attached" });
}

/** The dashboard pages the menu links to, in its order, each once. */
async function menuPages(page: Page, language: Language): Promise<string[]> {
  await page.getByRole("button", { name: LANGUAGES[language].menu }).click();
  const navigation = page.getByRole("navigation").last();
  await navigation.getByRole("link").first().waitFor();
  const hrefs = await navigation
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  await page.keyboard.press("Escape");
  return [...new Set(hrefs.filter((href) => href.startsWith("/dashboard/")))];
}

/** The dashboard pages of `section` that a page's main content links to. */
async function linkedSections(page: Page, pathname: string): Promise<string[]> {
  const section = pathname.split("/").slice(0, 3).join("/");
  const hrefs = await page
    .getByRole("main")
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  return hrefs.filter((href) => href.startsWith(`${section}/`) && href.split("/").length === 4);
}

/** Opens a page and waits for what a reader waits for: its heading, its answers, no "Loading…" left. */
async function openSettled(page: Page, pathname: string, language: Language): Promise<void> {
  await page.goto(pathname);
  await page.locator(`html[lang=${language}]`).waitFor({ state: "attached" });
  await page.getByRole("heading", { level: 1 }).first().waitFor({ timeout: 15_000 });
  await page.waitForLoadState("networkidle");
  await page.getByText(LANGUAGES[language].loading).first().waitFor({ state: "hidden", timeout: 15_000 });
}

async function walk(language: Language, account: Account, home: string, name: string): Promise<string[]> {
  const signedIn = await journey.signIn(account, home);
  const { page } = signedIn;
  await page.getByRole("heading", { level: 1 }).first().waitFor({ timeout: 15_000 });
  await switchTo(page, language);
  // The menu's pages, and those the home page links to (the control panel's areas).
  const pages = [...new Set([...(await menuPages(page, language)), ...(await linkedSections(page, home))])];
  for (const pathname of pages) {
    await openSettled(page, pathname, language);
    const heading = (await page.getByRole("heading", { level: 1 }).first().innerText()).trim();
    expect(heading, `${pathname} has a heading`).toMatch(/\S/);
    await checkA11y(page, `${name} in ${LANGUAGES[language].name} on ${pathname}`);
    await saveScreenshot(page, `walk-${language}-${name}-${pathname.split("/").slice(2).join("-")}`);
  }
  expect(signedIn.errors).toEqual([]);
  return pages;
}

describe("the menu's pages on a phone", () => {
  // French first: its labels are the longer ones.
  it.each(["fr", "en"] as const)(
    "shows every page of a member's, a coach's and the super admin's menu whole, in %s",
    async (language) => {
      const memberPages = await walk(language, DEMO_MEMBER, MEMBER_HOME, "member");
      expect(memberPages).toContain("/dashboard/my-membership/documents");
      const coachPages = await walk(language, DEMO_COACH, "/dashboard/my-activities/index", "coach");
      expect(coachPages).toContain("/dashboard/my-activities/trainings");
      const adminPages = await walk(language, DEMO_SUPER_ADMIN, "/dashboard/my-control-panel/index", "admin");
      expect(adminPages).toContain("/dashboard/my-control-panel/staff");
    },
  );
});
