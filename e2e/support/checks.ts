/// <reference lib="dom" />
import fs from "node:fs";
import { createRequire } from "node:module";
import type { BrowserContext, Page } from "playwright-core";
import { clippedContentProblems } from "./clipped-content.js";

/*
 * What every journey checks on every page a person sees (issue 12), without a line in the journey:
 * - layout shift: an observer injected before the app's own scripts reports each shift, and the
 *   CLS of every page visited (a path, between two navigations) must stay under CLS_LIMIT; the
 *   page answering the person's own write (its answer and the reads it sets off) does not count,
 *   however slow the answer (decision 145);
 * - accessibility: axe-core runs on each page once its DOM has settled after a navigation, and at
 *   each visible step (saveScreenshot, checkA11y); a critical or serious violation fails the test;
 * - touch targets: buttons, tabs, menu triggers and fields a finger uses are at least 44 px high;
 * - clipped content (phones, with the touch targets): the page, or an open dialog, does not scroll
 *   sideways; no element cuts its content off sideways (overflow hidden or clip, content wider than
 *   its box); no text, button or field reaches past the right edge of the window. Clipping meant by
 *   design is left alone: ellipses, visually hidden text, what sits in a sideways scroll container,
 *   fields and images, and whatever is hidden or still moving (see clippedContentProblems).
 * Problems found in the background are thrown at the next visible step or when the context closes.
 */

export const CLS_LIMIT = 0.02;
export const MIN_TOUCH_TARGET_PX = 44;
const FAILING_IMPACTS = new Set(["critical", "serious"]);

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

interface ShiftReport {
  doc: string;
  path: string;
  value: number;
  time: number;
  sources: string[];
}

interface Visit {
  path: string;
  shifts: ShiftReport[];
  reported: boolean;
}

interface PageState {
  queue: Promise<void>;
  checkedPaths: Set<string>;
}

export interface ContextChecks {
  problems: string[];
  visits: Map<string, Visit>;
  pages: Map<Page, PageState>;
}

const checksByContext = new WeakMap<BrowserContext, ContextChecks>();

/** Runs in every document before the app: reports layout shifts and the path each belongs to. */
function layoutShiftObserver() {
  if (window.top !== window) return;
  const doc = Math.random().toString(36).slice(2);
  const paths: { time: number; path: string }[] = [{ time: 0, path: location.pathname }];
  const notePath = () => {
    if (paths[paths.length - 1]?.path !== location.pathname)
      paths.push({ time: performance.now(), path: location.pathname });
  };
  for (const method of ["pushState", "replaceState"] as const) {
    const original = history[method];
    history[method] = function (this: History, ...args: Parameters<History["pushState"]>) {
      const result = original.apply(this, args);
      notePath();
      return result;
    };
  }
  addEventListener("popstate", notePath);
  const pathAt = (time: number) => {
    let path = paths[0]?.path ?? location.pathname;
    for (const entry of paths) if (entry.time <= time) path = entry.path;
    return path;
  };
  const describe = (node: Node | null | undefined) => {
    if (!(node instanceof Element)) return node?.nodeName ?? "?";
    const id = node.id ? `#${node.id}` : "";
    const classes = [...node.classList].slice(0, 2).map((name) => `.${name}`);
    return `${node.tagName.toLowerCase()}${id}${classes.join("")}`;
  };
  // Where a shifted element was and went (x,y width×height): a shift may be sideways or a resize.
  const rect = (box: DOMRectReadOnly) =>
    `${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)}`;
  // saveScreenshot resizes the window: a resize is not a layout shift a person sees.
  const pauses: { from: number; to: number }[] = [];
  const controls = window as unknown as { __gkfShiftPause: () => void; __gkfShiftResume: () => void };
  controls.__gkfShiftPause = () => pauses.push({ from: performance.now(), to: Number.POSITIVE_INFINITY });
  controls.__gkfShiftResume = () => {
    const last = pauses[pauses.length - 1];
    if (last) last.to = performance.now();
  };
  // The answer to a person's own action (decision 145): a write sent within 500 ms of their input,
  // the reads it sets off while it is out or within a second of its answer, until they leave the
  // page. The page changing when those answers land is what the person asked for, as the browser
  // counts a change within 500 ms of the input (hadRecentInput); on a slow network or machine the
  // answer takes longer than that. Shifts on that page until a second after the last such answer
  // are left out; a page's own loading, and whatever comes later, still counts.
  const ANSWER_MS = 1000;
  let lastInput = Number.NEGATIVE_INFINITY;
  for (const type of ["pointerdown", "keydown"]) {
    addEventListener(type, () => (lastInput = performance.now()), { capture: true });
  }
  const actions: { path: string; from: number; to: number; open: number }[] = [];
  const openAction = (now: number) => {
    const last = actions[actions.length - 1];
    return last && last.path === location.pathname && (last.open > 0 || now <= last.to) ? last : undefined;
  };
  const send = window.fetch;
  window.fetch = function (this: unknown, input: RequestInfo | URL, init?: RequestInit) {
    const now = performance.now();
    const method = (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
    let action = openAction(now);
    if (!action && method !== "GET" && method !== "HEAD" && now - lastInput <= 500) {
      action = { path: location.pathname, from: now, to: Number.POSITIVE_INFINITY, open: 0 };
      actions.push(action);
    }
    const answer = send.call(this, input, init);
    if (action) {
      const owner = action;
      owner.open += 1;
      owner.to = Number.POSITIVE_INFINITY;
      const answered = () => {
        owner.open -= 1;
        if (owner.open === 0) owner.to = performance.now() + ANSWER_MS;
      };
      answer.then(answered, answered);
    }
    return answer;
  } as typeof window.fetch;
  const answersAction = (time: number, path: string) =>
    actions.some((action) => action.path === path && time >= action.from && time <= action.to);
  type Shift = PerformanceEntry & {
    value: number;
    hadRecentInput: boolean;
    sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Shift[]) {
      if (entry.hadRecentInput) continue;
      if (pauses.some((pause) => entry.startTime >= pause.from && entry.startTime <= pause.to)) continue;
      if (answersAction(entry.startTime, pathAt(entry.startTime))) {
        // Counted where a test of this check can wait for it (layout-shift-check.test.ts).
        const page = window as unknown as { __gkfShiftsLeftOut?: number };
        page.__gkfShiftsLeftOut = (page.__gkfShiftsLeftOut ?? 0) + 1;
        continue;
      }
      const report = (window as unknown as { __gkfLayoutShift?: (shift: unknown) => void }).__gkfLayoutShift;
      report?.({
        doc,
        path: pathAt(entry.startTime),
        value: entry.value,
        time: entry.startTime,
        sources: (entry.sources ?? []).map(
          (source) => `${describe(source.node)} ${rect(source.previousRect)}→${rect(source.currentRect)}`,
        ),
      });
    }
  }).observe({ type: "layout-shift", buffered: true });
}

/** CLS as browsers define it: the largest burst of shifts (gaps under 1 s, at most 5 s long). */
export function cumulativeLayoutShift(shifts: readonly { value: number; time: number }[]): number {
  let largest = 0;
  let current = 0;
  let windowStart = 0;
  let previous = Number.NEGATIVE_INFINITY;
  for (const shift of [...shifts].sort((a, b) => a.time - b.time)) {
    if (shift.time - previous > 1000 || shift.time - windowStart > 5000) {
      current = 0;
      windowStart = shift.time;
    }
    current += shift.value;
    previous = shift.time;
    largest = Math.max(largest, current);
  }
  return largest;
}

function noteShift(checks: ContextChecks, shift: ShiftReport): void {
  const key = `${shift.doc} ${shift.path}`;
  let visit = checks.visits.get(key);
  if (!visit) {
    visit = { path: shift.path, shifts: [], reported: false };
    checks.visits.set(key, visit);
  }
  visit.shifts.push(shift);
  const cls = cumulativeLayoutShift(visit.shifts);
  if (cls >= CLS_LIMIT && !visit.reported) {
    visit.reported = true;
    const sources =
      [...new Set(visit.shifts.flatMap((entry) => entry.sources))].slice(0, 6).join(", ") ||
      visit.shifts.map((entry) => `${entry.value.toFixed(3)} at ${Math.round(entry.time)} ms`).join(", ");
    checks.problems.push(`layout shift ${cls.toFixed(3)} (limit ${CLS_LIMIT}) on ${shift.path}: ${sources}`);
  }
}

/**
 * Called for every context the journeys make (newPhoneContext): the layout-shift observer before
 * any page script, the automatic checks after every navigation, and a close() that fails the test
 * when a problem was found.
 */
export async function instrumentContext(context: BrowserContext): Promise<ContextChecks> {
  const checks: ContextChecks = { problems: [], visits: new Map(), pages: new Map() };
  checksByContext.set(context, checks);
  await context.exposeFunction("__gkfLayoutShift", (shift: ShiftReport) => noteShift(checks, shift));
  await context.addInitScript(layoutShiftObserver);
  context.on("page", (page) => watchPage(checks, page));

  const close = context.close.bind(context);
  context.close = async (options) => {
    await Promise.allSettled([...checks.pages.values()].map((state) => state.queue));
    await close(options);
    throwProblems(checks);
  };
  return checks;
}

function pageState(checks: ContextChecks, page: Page): PageState {
  let state = checks.pages.get(page);
  if (!state) {
    state = { queue: Promise.resolve(), checkedPaths: new Set() };
    checks.pages.set(page, state);
  }
  return state;
}

function watchPage(checks: ContextChecks, page: Page): void {
  const state = pageState(checks, page);
  page.on("framenavigated", (frame) => {
    if (frame !== page.mainFrame()) return;
    const path = new URL(frame.url()).pathname;
    if (state.checkedPaths.has(path)) return;
    state.checkedPaths.add(path);
    // After the page has settled; a page that navigates on meanwhile is checked at its next stop.
    enqueue(state, async () => {
      await waitForQuietDom(page);
      if (new URL(page.url()).pathname !== path) return;
      checks.problems.push(...(await axeProblems(page, `automatic check of ${path}`)));
    });
  });
  page.on("close", () => checks.pages.delete(page));
}

function enqueue(state: PageState, task: () => Promise<void>): Promise<void> {
  const run = state.queue.then(task).catch((error: unknown) => {
    // A page closed or navigated while being checked: nothing to report about that state.
    if (!/Target .*closed|Execution context was destroyed|navigation|has been closed/i.test(String(error))) throw error;
  });
  state.queue = run.catch(() => {});
  return run;
}

/** Waits until the app has replaced the boot spinner and its DOM has not changed for 400 ms. */
async function waitForQuietDom(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.readyState !== "loading" && !document.querySelector(".boot-spinner"),
    null,
    {
      timeout: 15_000,
    },
  );
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let timer = setTimeout(done, 400);
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, 400);
        });
        const giveUp = setTimeout(done, 5_000);
        function done() {
          observer.disconnect();
          clearTimeout(giveUp);
          resolve();
        }
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      }),
  );
}

interface AxeNode {
  target: unknown[];
  html: string;
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

/** axe-core's critical and serious violations on the page as it is now, one line each. */
export async function axeProblems(page: Page, state: string): Promise<string[]> {
  const hasAxe = await page.evaluate(() => "axe" in window);
  if (!hasAxe) await page.evaluate(AXE_SOURCE);
  const violations = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<unknown> } }).axe;
    const results = (await axe.run(document, { resultTypes: ["violations"] })) as { violations: unknown };
    return results.violations;
  })) as AxeViolation[];
  return violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ""))
    .flatMap((violation) =>
      violation.nodes
        .slice(0, 5)
        .map(
          (node) =>
            `axe ${violation.impact} ${violation.id} on "${state}" (${new URL(page.url()).pathname}): ${violation.help}: ` +
            `${node.target.join(" ")} ${node.html.slice(0, 160)}${node.failureSummary ? ` — ${node.failureSummary.replace(/\s+/g, " ").slice(0, 200)}` : ""}`,
        ),
    );
}

/** Visible controls a finger uses that are lower than 44 px (inline links in text excepted). */
export async function touchTargetProblems(page: Page, state: string): Promise<string[]> {
  const small = await page.evaluate((minimum) => {
    const selector = [
      "button",
      "[role=button]",
      "[role=tab]",
      "input:not([type=checkbox]):not([type=radio]):not([type=hidden]):not([type=file])",
      "select",
      "a.mantine-Button-root",
      "a.mantine-NavLink-root",
    ].join(",");
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      // An input inside Mantine's input box (a password's inner input) is hit through the box.
      const box = (element.closest(".m_8fb7ebe7") ?? element).getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const style = getComputedStyle(element);
      if (style.visibility === "hidden" || style.display === "none" || Number(style.opacity) === 0) continue;
      // A control that is visually hidden (e.g. the native radio behind a styled label) is not the target.
      if (box.width <= 1 || box.height <= 1) continue;
      if (box.height + 0.5 >= minimum) continue;
      const name = (element.getAttribute("aria-label") || element.textContent || element.getAttribute("name") || "")
        .trim()
        .slice(0, 40);
      found.push(`${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)} px`);
    }
    return found;
  }, MIN_TOUCH_TARGET_PX);
  return small.map((target) => `touch target under ${MIN_TOUCH_TARGET_PX} px on "${state}": ${target}`);
}

function throwProblems(checks: ContextChecks): void {
  if (checks.problems.length === 0) return;
  const problems = [...new Set(checks.problems.splice(0))];
  throw new Error(`${problems.length} accessibility or layout problem(s):\n- ${problems.join("\n- ")}`);
}

/** The checks of the context a page belongs to (instrumenting it on first use). */
async function checksOf(page: Page): Promise<ContextChecks> {
  return checksByContext.get(page.context()) ?? (await instrumentContext(page.context()));
}

/**
 * Checks the page as it is now, a visible step of a journey: axe (no critical or serious
 * violation), touch targets and clipped content on a phone-sized window, and every layout shift so far. Throws with
 * the list of problems, including those the automatic checks found since the last step.
 */
export async function checkA11y(page: Page, state: string): Promise<void> {
  const checks = await checksOf(page);
  const pageChecks = pageState(checks, page);
  // A drawer still fading in blends its colours with the page: axe then measures a contrast no
  // one sees at rest (a journey failed on a Reject button at 4.44:1 mid-transition).
  await untilStill(page);
  await enqueue(pageChecks, async () => {
    checks.problems.push(...(await axeProblems(page, state)));
    const viewport = page.viewportSize();
    if (viewport && viewport.width < 600) {
      checks.problems.push(...(await touchTargetProblems(page, state)));
      checks.problems.push(...(await clippedContentProblems(page, state)));
    }
  });
  throwProblems(checks);
}

/**
 * Waits until nothing moves: no finite animation or transition running and every dialog fully
 * shown. An endless one (a spinner) does not count. Gives up after a few seconds, so that a page
 * that keeps moving is still checked as it is.
 */
export async function untilStill(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => {
        const moving = document
          .getAnimations()
          .some(
            (animation) =>
              animation.playState === "running" &&
              animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY,
          );
        const dialogs = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')];
        return !moving && dialogs.every((dialog) => getComputedStyle(dialog).opacity === "1");
      },
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => {});
}

/** Resizes the window without the resize counting as the page's layout shift. */
export async function withoutShiftCounting<T>(page: Page, task: () => Promise<T>): Promise<T> {
  await page.evaluate(() => (window as unknown as { __gkfShiftPause?: () => void }).__gkfShiftPause?.());
  try {
    return await task();
  } finally {
    // The shifts a resize causes are stamped with the frame they happen in: resume two frames later.
    await page
      .evaluate(
        () =>
          new Promise<void>((resolve) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() => {
                (window as unknown as { __gkfShiftResume?: () => void }).__gkfShiftResume?.();
                resolve();
              }),
            ),
          ),
      )
      .catch(() => {});
  }
}
