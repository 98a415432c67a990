import "./shared/zod/jitless";
import "./app/styles";
import { CACHE_KEYS } from "@gkf/contract";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { type AppServices, type BootContext, toAppServices } from "./app/app-services";
import { BootFailure } from "./app/boot/boot-failure";
import { runBootSteps } from "./app/boot/boot-runner";
import { BOOT_STEPS } from "./app/boot/boot-steps";

async function start(rootElement: HTMLElement): Promise<void> {
  const context: BootContext = {};
  const result = await runBootSteps(BOOT_STEPS, context);
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
 * started from the home screen), the dashboard's chunk and the page's chunk, instead of one after
 * the other once the router reaches them (a request waterfall on slow connections).
 */
function preloadFirstPage(): void {
  const { pathname } = window.location;
  const publicPage = FIRST_PAGES[pathname];
  if (publicPage) {
    for (const loading of publicPage()) loading.catch(() => {});
    return;
  }
  let signedIn = false;
  try {
    signedIn = window.localStorage.getItem(CACHE_KEYS.AUTH_DATA) !== null;
  } catch {
    // No storage: the router decides.
  }
  if (!signedIn || !pathname.startsWith("/dashboard/")) return;
  import("./app/router/dashboard-routes").catch(() => {});
  import("./app/router/section-pages").then((pages) => pages.preloadSectionPage(pathname)).catch(() => {});
}

preloadFirstPage();
const rootElement = document.getElementById("root");
if (rootElement) void start(rootElement);

// Keeps the app shell and the card check for use without a connection (web/service-worker/sw.js).
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  addEventListener("load", () => void navigator.serviceWorker.register("/sw.js").catch(() => {}));
}
