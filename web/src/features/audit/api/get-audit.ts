import { type AuditPage, type AuditQuery, auditEndpoints } from "@gkf/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../shared/http/call-endpoint";
import type { HttpError } from "../../../shared/http/http-error";
import { useHttpClient } from "../../../shared/services/services-context";

export interface AuditFilters {
  actor?: string;
  subject?: string;
  action?: string;
  from?: string;
  to?: string;
  page: number;
}

/** The filters the server gets: empty ones left out. */
export function toAuditQuery(filters: AuditFilters): AuditQuery {
  const query: AuditQuery = { page: filters.page, page_size: 25 };
  for (const key of ["actor", "subject", "action", "from", "to"] as const) {
    const value = filters[key]?.trim();
    if (value) query[key] = value;
  }
  return query;
}

/** A 403 (not a national official) and a 400 (a filter) are explained on the page. */
const explainedOnPage = (error: HttpError) => error.status === 403 || error.status === 400;

/** GET /admin/audit (national officials), newest first. */
export function useAuditLog(filters: AuditFilters) {
  const http = useHttpClient();
  return useQuery<AuditPage>({
    queryKey: ["audit", toAuditQuery(filters)],
    queryFn: ({ signal }) =>
      callEndpoint(http, auditEndpoints.list, { query: toAuditQuery(filters) }, { signal, silent: explainedOnPage }),
    placeholderData: keepPreviousData,
  });
}
