import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  type Account,
  checkA11y,
  DEMO_MEMBER,
  DEMO_PASSWORD,
  journeyWithPhones,
  MEMBER_HOME,
  saveScreenshot,
} from "../support/index.js";

// A French reader on a 360 px phone opens every page their menu offers: a member, a coach and the
// super admin (who sees the whole control panel). French words run longer than English ones, so
// each page is checked as it settles in French: nothing cut off or reaching past the screen's
// edge, touch targets, axe and layout shift (checkA11y), with the page in French (`lang`, its
// heading) and no page error. Demo accounts, device verification off.

const DEMO_COACH: Account = { username: "coach@demo.gkf", password: DEMO_PASSWORD };
const DEMO_SUPER_ADMIN: Account = { username: "admin@demo.gkf", password: DEMO_PASSWORD };

const journey = journeyWithPhones();

/** Switches the header's language to French and waits until the page says so. */
async function inFrench(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Français" }).click();
  await page.getByRole("button", { name: "Français" }).and(page.locator("[aria-pressed=true]")).waitFor();
  await page.locator("html[lang=fr]").waitFor({ state: "attached" });
}

/** The dashboard pages the menu links to, in its order, each once. */
async function menuPages(page: Page): Promise<string[]> {
  await page.getByRole("button", { name: "Ouvrir le menu" }).click();
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

/** Opens a page and waits for what a reader waits for: its heading, its answers, no "Chargement…" left. */
async function openSettled(page: Page, pathname: string): Promise<void> {
  await page.goto(pathname);
  await page.locator("html[lang=fr]").waitFor({ state: "attached" });
  await page.getByRole("heading", { level: 1 }).first().waitFor({ timeout: 15_000 });
  await page.waitForLoadState("networkidle");
  await page.getByText("Chargement…").first().waitFor({ state: "hidden", timeout: 15_000 });
}

async function walk(account: Account, home: string, name: string): Promise<string[]> {
  const signedIn = await journey.signIn(account, home);
  const { page } = signedIn;
  await page.getByRole("heading", { level: 1 }).first().waitFor({ timeout: 15_000 });
  await inFrench(page);
  // The menu's pages, and those the home page links to (the control panel's areas).
  const pages = [...new Set([...(await menuPages(page)), ...(await linkedSections(page, home))])];
  for (const pathname of pages) {
    await openSettled(page, pathname);
    const heading = (await page.getByRole("heading", { level: 1 }).first().innerText()).trim();
    expect(heading, `${pathname} has a heading`).toMatch(/\S/);
    await checkA11y(page, `${name} in French on ${pathname}`);
    await saveScreenshot(page, `french-${name}-${pathname.split("/").slice(2).join("-")}`);
  }
  expect(signedIn.errors).toEqual([]);
  return pages;
}

describe("the portal in French on a phone", () => {
  it("shows every page of a member's, a coach's and the super admin's menu whole, in French", async () => {
    const memberPages = await walk(DEMO_MEMBER, MEMBER_HOME, "member");
    expect(memberPages).toContain("/dashboard/my-membership/documents");
    const coachPages = await walk(DEMO_COACH, "/dashboard/my-activities/index", "coach");
    expect(coachPages).toContain("/dashboard/my-activities/trainings");
    const adminPages = await walk(DEMO_SUPER_ADMIN, "/dashboard/my-control-panel/index", "admin");
    expect(adminPages).toContain("/dashboard/my-control-panel/staff");
  });
});
