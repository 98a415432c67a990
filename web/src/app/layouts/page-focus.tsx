import { type MouseEvent, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { dismissToastsOfOtherPages } from "../../shared/notifications/notify";

/** The id of every layout's main region: the skip link's target and where focus goes after a page change. */
export const MAIN_ID = "main";

function focusMain(): void {
  const main = document.getElementById(MAIN_ID);
  if (!main) return;
  const target = main.querySelector<HTMLElement>("h1") ?? main;
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.setAttribute("data-page-focus", "");
  target.focus({ preventScroll: true });
}

/** First on every page: a keyboard reaches the page's content in one step instead of crossing the header. */
export function SkipLink() {
  const { t } = useTranslation();
  function skip(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    focusMain();
  }
  return (
    <a className="skip-link" href={`#${MAIN_ID}`} onClick={skip}>
      {t("app.nav.skip")}
    </a>
  );
}

/**
 * After a page change, focus moves to the new page's heading (not left on the body, where a screen
 * reader or a keyboard starts from the top again), once the lazily loaded page has arrived. A page
 * that focuses a field itself (the device code) keeps it. The toasts of the page left go.
 */
export function PageFocus() {
  const { pathname } = useLocation();
  const isFirst = useRef(true);
  useEffect(() => {
    dismissToastsOfOtherPages(pathname);
    if (isFirst.current) {
      isFirst.current = false;
      return;
    }
    const settle = () => {
      const main = document.getElementById(MAIN_ID);
      const active = document.activeElement;
      if (main && active && active !== document.body && main.contains(active)) return true;
      if (!main?.querySelector("h1")) return false;
      focusMain();
      return true;
    };
    if (settle()) return;
    const observer = new MutationObserver(() => {
      if (settle()) stop();
    });
    const timer = setTimeout(() => {
      stop();
      focusMain();
    }, 5_000);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname]);
  return null;
}
