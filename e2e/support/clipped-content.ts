/// <reference lib="dom" />
import type { Page } from "playwright-core";

/**
 * Content a person on a phone cannot see whole: the page (or an open dialog) scrolling sideways, an
 * element cutting its content off sideways, and text or a control reaching past the window's right
 * edge. One walk of the DOM, skipping what is hidden and what is clipped by design.
 */
export async function clippedContentProblems(page: Page, state: string): Promise<string[]> {
  const found = await page.evaluate(() => {
    const TOLERANCE = 1;
    const MAX_REPORTS = 8;
    // The layout viewport: a phone zooms out to show a page wider than the screen, and innerWidth
    // (the visual viewport) then grows with it.
    const windowWidth = document.documentElement.clientWidth;
    const problems: string[] = [];
    const describe = (element: Element) => {
      const id = element.id && !/^mantine-|^_r_|^:r/.test(element.id) ? `#${element.id}` : "";
      // Mantine's readable class (mantine-Alert-root) or a CSS module's, not the hashed m_… ones.
      const classes = [...element.classList]
        .filter((name) => !/^m_[0-9a-f]+$/.test(name))
        .slice(0, 2)
        .map((name) => `.${name}`)
        .join("");
      const role = element.getAttribute("role") ? `[role=${element.getAttribute("role")}]` : "";
      const text = (element.getAttribute("aria-label") || element.textContent || "")
        .replace(/\s+/g, " ")
        .trim()
        .slice(0, 50);
      return `${element.tagName.toLowerCase()}${id}${classes}${role} "${text}"`;
    };
    const report = (problem: string) => {
      if (problems.length < MAX_REPORTS) problems.push(problem);
    };

    const root = document.documentElement;
    if (root.scrollWidth > windowWidth + TOLERANCE)
      report(`the page scrolls sideways: ${root.scrollWidth} px wide in a ${windowWidth} px window`);

    // Elements moving in or out (a transition or animation that ends) are not where they will rest:
    // a toast sliding in from the right, a drawer or a collapse opening.
    const moving = new Set<Element>();
    for (const animation of document.getAnimations()) {
      const timing = animation.effect?.getComputedTiming();
      const target = (animation.effect as KeyframeEffect | null)?.target;
      if (animation.playState === "running" && timing?.iterations !== Number.POSITIVE_INFINITY && target)
        moving.add(target);
    }
    const CONTROLS = "button, input, select, textarea, [role=button], a.mantine-Button-root";
    // Fields scroll their own text as it is typed; images and graphics have no content to cut.
    const NOT_CONTAINERS = new Set(["INPUT", "TEXTAREA", "SELECT", "IMG", "SVG", "VIDEO", "CANVAS", "IFRAME"]);
    const scrolls = (value: string) => value === "auto" || value === "scroll";
    const clips = (value: string) => value === "hidden" || value === "clip";

    const textRight = (element: Element) => {
      let right = Number.NEGATIVE_INFINITY;
      for (const node of element.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const box of range.getClientRects()) if (box.width > 0) right = Math.max(right, box.right);
      }
      return right;
    };

    /** clipRight: where the nearest clipping ancestor cuts off what goes past it on the right. */
    const walk = (element: Element, clipRight: number, pastEdgeReported: boolean) => {
      const style = getComputedStyle(element);
      // Not shown, or kept out of the accessibility tree (decorative icons): nothing to see in it.
      if (style.display === "none" || element.getAttribute("aria-hidden") === "true") return;
      // Closed Mantine transitions (keepMounted drawers, fading toasts) rest at opacity 0.
      if (Number(style.opacity) === 0) return;
      if (moving.has(element)) return;
      const box = element.getBoundingClientRect();
      // Visually hidden, screen-reader-only text (Mantine's VisuallyHidden, .sr-only): a 1 px box
      // clipped on purpose, or clip: rect(0 0 0 0) / clip-path: inset(50%).
      if (
        style.position === "absolute" &&
        (box.width <= 1 || box.height <= 1 || style.clip.startsWith("rect(0") || style.clipPath === "inset(50%)")
      )
        return;
      const overflowX = style.overflowX;
      // A zero-size box that clips shows nothing of its content (a closed Collapse).
      if ((box.width === 0 || box.height === 0) && clips(overflowX)) return;
      const isDialog = element.getAttribute("role") === "dialog";
      // What sits in a sideways scroll container (Mantine ScrollArea, Table.ScrollContainer) is
      // reached by scrolling it, when the container ends inside the window; one that reaches past
      // the edge (a fieldset is as wide as its content) does not scroll what lies past the edge, so
      // its content is checked like the rest. A dialog's content is a scroll container only because
      // Mantine sets overflow-y on it (overflow-x then computes to auto): its sideways scroll is
      // checked instead.
      const scroller = scrolls(overflowX) && !isDialog;
      if (scroller && Math.min(box.right, clipRight) <= windowWidth + TOLERANCE) return;
      const shown = style.visibility !== "hidden" && box.width > 0 && box.height > 0;
      if (shown && isDialog && element.scrollWidth > element.clientWidth + TOLERANCE)
        report(
          `a dialog scrolls sideways: ${describe(element)} ${element.scrollWidth} px wide in ${element.clientWidth} px`,
        );
      if (
        shown &&
        clips(overflowX) &&
        // An ellipsis marks the cut: the text is shortened on purpose.
        style.textOverflow !== "ellipsis" &&
        !NOT_CONTAINERS.has(element.tagName.toUpperCase()) &&
        element.scrollWidth > element.clientWidth + TOLERANCE
      )
        report(
          `content cut off: ${describe(element)} is ${element.scrollWidth} px wide in a ${element.clientWidth} px box`,
        );
      // What goes past this box's right edge is cut off here (and reported as such, or meant).
      if (clips(overflowX) || isDialog || scroller) clipRight = Math.min(clipRight, box.right);
      if (shown && !pastEdgeReported) {
        const right = element.matches(CONTROLS) ? box.right : textRight(element);
        // Only what shows: a part cut off by a clipping box inside the window is reported there.
        if (Math.min(right, clipRight) > windowWidth + TOLERANCE) {
          report(`past the right edge: ${describe(element)} reaches ${Math.round(right)} px`);
          pastEdgeReported = true;
        }
      }
      // A field's or an image's insides are the browser's, not the page's.
      if (NOT_CONTAINERS.has(element.tagName.toUpperCase())) return;
      for (const child of element.children) walk(child, clipRight, pastEdgeReported);
    };
    walk(document.body, Number.POSITIVE_INFINITY, false);
    return problems.map((problem) => `${problem} (${location.pathname}, window ${windowWidth} px)`);
  });
  return found.map((problem) => `clipped content on "${state}": ${problem}`);
}
