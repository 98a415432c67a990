import { API_BASE_PATH, CACHE_KEYS, PRESENTATION } from "@gkf/contract";
import { QueryClient } from "@tanstack/react-query";
import { createCacheStore, getBrowserStorage } from "../../shared/cache/cache-store";
import { setupCharts } from "../../shared/charts/chart-setup";
import { setupDates } from "../../shared/dates/date-setup";
import { createHttpClient } from "../../shared/http/http-client";
import { createHttpErrorHandler } from "../../shared/http/http-error-handler";
import { activeLanguage, createI18n } from "../../shared/i18n/i18n";
import { NotificationsHost } from "../../shared/notifications/notifications-host";
import { createPageMeta } from "../../shared/page-meta/page-meta";
import { actingForHeader, scopeCacheToSubject, subjectQueryKeyHash } from "../../shared/session/acting-for";
import { hasValidAccessToken } from "../../shared/session/auth-data";
import { endSessionIfCurrent } from "../../shared/session/session-events";
import { SessionKeeper } from "../../shared/session/session-keeper";
import { PageLoader } from "../../shared/ui/page-loader";
import { trackViewportHeight } from "../../shared/viewport/viewport";
import { type BootContext, requireService } from "../app-services";
import type { BootStep } from "./boot-runner";

/**
 * A request with no answer after this long is reported as a timeout, so a dead mobile
 * connection ends in a message instead of an endless spinner. The login sets its own
 * (LIMITS.LOGIN_TIMEOUT_MS).
 */
const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

/** Failures show a toast, and the page offers "Try again": retrying as well would toast twice. */
function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // One person's answers never show under another's: a guardian and each child have their own entries.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000, queryKeyHashFn: subjectQueryKeyHash },
    },
  });
}

/** Spec section 2: the start-up steps, in order. */
export const BOOT_STEPS: readonly BootStep<BootContext>[] = [
  {
    name: "translations",
    async run(context) {
      context.i18n = await createI18n();
      document.documentElement.lang = context.i18n.language;
    },
  },
  {
    name: "http client",
    run(context) {
      context.http = createHttpClient({
        basePath: API_BASE_PATH,
        headers: { accept: "application/json", "content-type": "application/json" },
        timeoutMs: DEFAULT_REQUEST_TIMEOUT_MS,
        // Read at request time: the cache store is created by a later step.
        getAccessToken: () => {
          const auth = context.cache?.get(CACHE_KEYS.AUTH_DATA);
          return hasValidAccessToken(auth, Date.now()) ? auth.tokens.access : null;
        },
        // The server ended the session: forget it here; the router sends the person to login.
        onUnauthenticated: (_error, sentToken) =>
          context.cache ? endSessionIfCurrent(context.cache, sentToken) : true,
        getActingFor: actingForHeader,
        // Read at request time: the language switches without a reload.
        getLanguage: () => activeLanguage(context.i18n),
      });
    },
  },
  {
    name: "http error handler",
    run(context) {
      const i18n = requireService(context, "i18n");
      requireService(context, "http").onError(createHttpErrorHandler(i18n.t.bind(i18n)));
    },
  },
  {
    name: "viewport",
    run() {
      trackViewportHeight();
    },
  },
  {
    name: "date handling",
    run(context) {
      setupDates(requireService(context, "i18n").language);
    },
  },
  {
    // The charts' locale (numbers per language, kept on a switch); the chart defaults
    // (shared/charts/chart-defaults.ts) and the charts library come with the pages that draw charts.
    name: "charts",
    run(context) {
      const i18n = requireService(context, "i18n");
      setupCharts(i18n.language);
      i18n.on("languageChanged", setupCharts);
    },
  },
  {
    name: "store initialisation",
    run(context) {
      const queryClient = createQueryClient();
      // While a guardian acts for a child, the membership copies are the child's (acting-for.ts).
      const cache = scopeCacheToSubject(createCacheStore({ storage: getBrowserStorage() }));
      // Whenever the session ends (logout, a 401, a failed refresh), the next person on this
      // device must not see the previous member's data still held in memory.
      cache.subscribe((key) => {
        if (key === CACHE_KEYS.AUTH_DATA && cache.get(CACHE_KEYS.AUTH_DATA) === null) queryClient.clear();
      });
      context.queryClient = queryClient;
      context.cache = cache;
    },
  },
  {
    name: "page meta",
    run(context) {
      const i18n = requireService(context, "i18n");
      const appName = i18n.t("common.app_name");
      context.pageMeta = createPageMeta({
        appName,
        formatTitle: (page) => i18n.t("common.page_title", { page, app: appName }),
        debounceMs: PRESENTATION.PAGE_HEAD_DEBOUNCE_MS,
      });
    },
  },
  {
    name: "global components",
    run(context) {
      context.globalComponents = [NotificationsHost, SessionKeeper];
    },
  },
  {
    name: "page loader",
    run(context) {
      context.PageLoader = PageLoader;
    },
  },
];
