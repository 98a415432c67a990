import { LANGUAGE_COOKIE } from "@gkf/contract/i18n/language-cookie";

/**
 * Tells the server, in a cookie, the language the app runs in on this device: the HTML of the
 * overview paints the dashboard's frame and the page's title before any script, and the server
 * answers it in this language (web/build/first-page-html.ts, server/src/http/web-app.ts;
 * decision 125). The language itself stays in localStorage (i18n.ts); this is only its copy for
 * the next first load. Written by the dashboard's layout (each signed-in page and each switch),
 * not the boot steps: the login page's first load stays as it was.
 */
export function rememberLanguageForFirstPages(language: string): void {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older phones' browsers
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}
