import type { QueryClient } from "@tanstack/react-query";
import type { i18n } from "i18next";
import type { ComponentType } from "react";
import type { SharedServices } from "../shared/services/services-context";

/** Everything the boot steps create before the app mounts. */
export interface AppServices extends SharedServices {
  i18n: i18n;
  queryClient: QueryClient;
  /** The fallback shown while a lazily loaded page or layout arrives. */
  PageLoader: ComponentType;
  /** Rendered once beside the router: the toasts, later app-wide dialogs. */
  globalComponents: ComponentType[];
}

/** Filled in by the boot steps, one service at a time, in their order. */
export type BootContext = Partial<AppServices>;

export function requireService<K extends keyof AppServices>(context: BootContext, name: K): AppServices[K] {
  const service = context[name];
  if (service === undefined) throw new Error(`Boot: "${name}" is used before the step that creates it`);
  return service as AppServices[K];
}

export function toAppServices(context: BootContext): AppServices {
  return {
    i18n: requireService(context, "i18n"),
    http: requireService(context, "http"),
    cache: requireService(context, "cache"),
    pageMeta: requireService(context, "pageMeta"),
    queryClient: requireService(context, "queryClient"),
    PageLoader: requireService(context, "PageLoader"),
    globalComponents: requireService(context, "globalComponents"),
  };
}
