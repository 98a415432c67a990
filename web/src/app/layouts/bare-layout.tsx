import { type ReactNode, Suspense } from "react";
import { Outlet } from "react-router";
import { LanguageSwitch } from "../../shared/i18n/language-switch";
import classes from "./layouts.module.css";
import { MAIN_ID } from "./skip-link";

/** No header, no footer: the page owns the whole screen (splash, 404). */
export function BareLayout({ fallback }: { fallback: ReactNode }) {
  return (
    <main id={MAIN_ID} className={classes.fullHeight}>
      <div className={classes.bareLanguage}>
        <LanguageSwitch />
      </div>
      <Suspense fallback={fallback}>
        <Outlet />
      </Suspense>
    </main>
  );
}
