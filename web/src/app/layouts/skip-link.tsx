import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";

/** The id of every layout's main region: the skip link's target and where focus goes after a page change. */
export const MAIN_ID = "main";

/** Focuses the page's heading, or its main region when it has none. */
export function focusMain(): void {
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
