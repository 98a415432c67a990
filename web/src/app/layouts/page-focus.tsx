import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { dismissToastsOfOtherPages } from "../../shared/notifications/notify";
import { focusMain, MAIN_ID } from "./skip-link";

/**
 * After a page change, focus moves to the new page's heading (not left on the body, where a screen
 * reader or a keyboard starts from the top again), once the lazily loaded page has arrived. A page
 * that focuses a field itself (the device code) keeps it. The toasts of the page left go.
 * Loaded after the first page (app.tsx): nothing here is needed to show it.
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
