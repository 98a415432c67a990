import { type PublicConfig, systemEndpoints } from "@gkf/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../http/call-endpoint";
import type { HttpClient } from "../http/http-client";
import { useHttpClient } from "../services/services-context";

const FIVE_MINUTES_MS = 5 * 60 * 1000;

export function getPublicConfig(http: HttpClient, signal?: AbortSignal): Promise<PublicConfig> {
  return callEndpoint(http, systemEndpoints.config, {}, { signal });
}

/** The last config read, kept so that the installed app opens its offline pages (the roll call) without a connection. */
const KEPT_CONFIG_KEY = "GKF_PUBLIC_CONFIG";

function keepConfig(config: PublicConfig): void {
  try {
    localStorage.setItem(KEPT_CONFIG_KEY, JSON.stringify(config));
  } catch {
    // A full storage: only the offline start goes without it.
  }
}

/** The kept copy, when it has the flags this app reads; it is asked for again at once. */
function readKeptConfig(): PublicConfig | undefined {
  try {
    const kept = JSON.parse(localStorage.getItem(KEPT_CONFIG_KEY) ?? "null") as PublicConfig | null;
    return kept && typeof kept.features?.dojos === "boolean" ? kept : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Feature flags change with a deploy, not during a visit: fetched once, reused for minutes. The
 * last answer paints first when there is one (stale from the start, so it is fetched again).
 */
export function publicConfigQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: ["public-config"],
    queryFn: async ({ signal }) => {
      const config = await getPublicConfig(http, signal);
      keepConfig(config);
      return config;
    },
    staleTime: FIVE_MINUTES_MS,
    initialData: readKeptConfig,
    initialDataUpdatedAt: 0,
  });
}

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions(useHttpClient()));
}
