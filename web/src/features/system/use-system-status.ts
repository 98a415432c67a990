import { CACHE_KEYS, type SystemStatus, systemEndpoints } from "@gkf/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../shared/http/call-endpoint";
import type { HttpClient } from "../../shared/http/http-client";
import { useCacheStore, useHttpClient } from "../../shared/services/services-context";
import { hasStaffRole, hasValidAccessToken } from "../../shared/session/auth-data";

const REFRESH_INTERVAL_MS = 30_000;

/**
 * Silent: the status page shows its own error, and a down server would toast every refresh.
 * Staff send their token: the server adds the details (version, database, messages) for them.
 */
export function getSystemStatus(http: HttpClient, asStaff: boolean, signal?: AbortSignal): Promise<SystemStatus> {
  return callEndpoint(http, systemEndpoints.status, {}, { signal, silent: true, withAuth: asStaff });
}

export function systemStatusQueryOptions(http: HttpClient, asStaff = false) {
  return queryOptions({
    queryKey: ["system-status", asStaff ? "staff" : "public"],
    queryFn: ({ signal }) => getSystemStatus(http, asStaff, signal),
    staleTime: 0,
    refetchInterval: REFRESH_INTERVAL_MS,
  });
}

export function useSystemStatus() {
  const auth = useCacheStore().get(CACHE_KEYS.AUTH_DATA);
  const asStaff = hasValidAccessToken(auth, Date.now()) && hasStaffRole(auth);
  return useQuery(systemStatusQueryOptions(useHttpClient(), asStaff));
}
