import { StatusSchema, type SystemStatus } from "@gkf/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { HttpClient } from "../../shared/http/http-client";
import { useHttpClient } from "../../shared/services/services-context";

const REFRESH_INTERVAL_MS = 30_000;

/** Silent: the status page shows its own error, and a down server would toast every refresh. */
export function getSystemStatus(http: HttpClient, signal?: AbortSignal): Promise<SystemStatus> {
  return http.get("/status", { parse: StatusSchema.parse, signal, silent: true });
}

export function systemStatusQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: ["system-status"],
    queryFn: ({ signal }) => getSystemStatus(http, signal),
    staleTime: 0,
    refetchInterval: REFRESH_INTERVAL_MS,
  });
}

export function useSystemStatus() {
  return useQuery(systemStatusQueryOptions(useHttpClient()));
}
