import "./shared/zod/settings";
import "./app/styles";
import { CACHE_KEYS } from "@gkf/contract";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { type AppServices, type BootContext, toAppServices } from "./app/app-services";
import { BootFailure } from "./app/boot/boot-failure";
import { runBootSteps } from "./app/boot/boot-runner";
import { BOOT_STEPS } from "./app/boot/boot-steps";
import { startEarlyRequests } from "./app/boot/first-page-requests";
import { storedLanguage } from "./shared/i18n/i18n";
import { hasValidAccessToken } from "./shared/session/auth-data";

/**
 * The app's stylesheet, which index.html only preloads (web/build/first-page-html.ts: the spinner
 * paints without waiting for it): applied now, and awaited before the app renders. Under the dev
 * server the CSS comes with the modules and there is no such link.
 */
function applyAppStyles(): Promise<void> {
  const preloads = document.querySelectorAll<HTMLLinkElement>("link[data-app-css]");
  return Promise.all(
    [...preloads].map(
      (preload) =>
        new Promise<void>((resolve) => {
          const link = document.createElement("link");
          link.rel = "stylesheet";
          link.crossOrigin = "";
          link.href = preload.href;
          // A stylesheet that fails to load must not keep the app from starting.
          link.onload = link.onerror = () => resolve();
          document.head.appendChild(link);
        }),
    ),
  ).then(() => {});
}

/**
 * On a signed-in reload of a dashboard address: the dashboard's chunk, whose prepareFirstPage is
 * awaited before the first render (the page and its data in one render, decision 113).
 */
let dashboardPages: Promise<typeof import("./app/router/section-pages")> | undefined;

async function start(rootElement: HTMLElement): Promise<void> {
  const styles = applyAppStyles();
  const context: BootContext = {};
  const result = await runBootSteps(BOOT_STEPS, context);
  await styles;
  if (result.status === "redirected") return;

  const root = createRoot(rootElement);
  let services: AppServices | null = null;
  if (result.status === "started") {
    try {
      services = toAppServices(context);
    } catch (error) {
      console.error(error);
    }
  }
  if (!services) {
    root.render(<BootFailure />);
    return;
  }
  const ready = services;
  await dashboardPages?.then((pages) => pages.prepareFirstPage(window.location.pathname, ready)).catch(() => {});

  // As a transition, React renders the app in slices of a few milliseconds instead of one long
  // task: a slow phone's main thread stays free for input while the first page is built (TBT).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App services={services} />
      </StrictMode>,
    );
  });
}

/**
 * The public pages people most often arrive on: their chunks (the same modules lazy-pages.ts
 * imports, so fetched once) start loading before the boot steps and the first render, not after.
 */
const FIRST_PAGES: Record<string, () => Promise<unknown>[]> = {
  "/": () => [import("./features/system/splash-page"), import("./app/a11y-pages.css")],
  "/auth/login": () => [import("./features/auth/login/login-page")],
};

/**
 * The page of the address the app starts on, fetched while the boot steps run: a public page
 * above, or, for a signed-in person opening a dashboard address (a reload, a link, the app
 * started from the home screen), the dashboard's chunk, then at once the page's chunk and texts
 * (section-pages.ts), and the answers the page waits for. This module names no dashboard page:
 * what it imports is part of the login page's first load (decision 99). The pages members most
 * often open on (overview, profile) lose no round trip: their HTML preloads the dashboard's
 * chunk, the page's chunks and its English texts (web/build/first-page-html.ts).
 */
function preloadFirstPage(): void {
  const { pathname } = window.location;
  const publicPage = FIRST_PAGES[pathname];
  if (publicPage) {
    for (const loading of publicPage()) loading.catch(() => {});
    return;
  }
  if (!pathname.startsWith("/dashboard/")) return;
  const auth = storedAuth();
  if (!hasValidAccessToken(auth, Date.now())) return;
  // section-pages.ts is part of the dashboard's chunk (dashboard-routes.tsx imports it). The
  // code all signed-in pages share is evaluated first, a chunk a task: Zod and the contract's
  // core schemas ("contract", the chunk of errors.ts), then "pages" (the UI kit, the app's shared
  // code, the other schemas it reads). Imported at once, the whole dashboard's code was one long
  // task on a slow phone, much of it Zod building schemas (decisions 119, 123). All of it is
  // fetched meanwhile (the page's preloads).
  dashboardPages = import("@gkf/contract/schemas/errors")
    .then(nextTask)
    .then(() => import("./shared/http/call-endpoint"))
    .then(nextTask)
    .then(() => import("./app/router/section-pages"));
  dashboardPages.then((pages) => pages.preloadSectionPage(pathname)).catch(() => {});
  startEarlyRequests(pathname, `Bearer ${auth.tokens.access}`, storedLanguage() ?? undefined);
}

/** Resolves in a later task: the main thread is free in between (input, paint). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** The signed-in person's AUTH_DATA_CACHE entry (cache-store.ts: `{ value, expires_at }`), if any. */
function storedAuth(): unknown {
  try {
    const raw = window.localStorage.getItem(CACHE_KEYS.AUTH_DATA);
    return raw === null ? null : (JSON.parse(raw) as { value?: unknown }).value;
  } catch {
    return null; // No storage, or not ours: the router decides.
  }
}

preloadFirstPage();
const rootElement = document.getElementById("root");
if (rootElement) void start(rootElement);

// Keeps the app shell and the card check for use without a connection (web/service-worker/sw.js).
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  addEventListener("load", () => void navigator.serviceWorker.register("/sw.js").catch(() => {}));
}
