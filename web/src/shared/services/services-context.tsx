import { createContext, type ReactNode, use } from "react";
import type { CacheStore } from "../cache/cache-store";
import type { HttpClient } from "../http/http-client";
import type { PageMeta } from "../page-meta/page-meta";

/** What the boot steps create and every feature may use. */
export interface SharedServices {
  http: HttpClient;
  cache: CacheStore;
  pageMeta: PageMeta;
}

const ServicesContext = createContext<SharedServices | null>(null);

export function ServicesProvider({ services, children }: { services: SharedServices; children: ReactNode }) {
  return <ServicesContext value={services}>{children}</ServicesContext>;
}

function useServices(): SharedServices {
  const services = use(ServicesContext);
  if (!services) throw new Error("ServicesProvider is missing above this component");
  return services;
}

export function useHttpClient(): HttpClient {
  return useServices().http;
}

export function useCacheStore(): CacheStore {
  return useServices().cache;
}

export function usePageMeta(): PageMeta {
  return useServices().pageMeta;
}
