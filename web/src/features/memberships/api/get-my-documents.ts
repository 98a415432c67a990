import { documentsEndpoints, type MemberDocument } from "@gkf/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../shared/http/call-endpoint";
import type { HttpClient } from "../../../shared/http/http-client";
import { useHttpClient } from "../../../shared/services/services-context";
import { MEMBERSHIP_KEYS } from "./membership-query-keys";

/** GET /my-account/membership/documents: every document and certificate, newest first. */
export async function getMyDocuments(http: HttpClient, signal?: AbortSignal): Promise<MemberDocument[]> {
  const { items } = await callEndpoint(http, documentsEndpoints.list, {}, { signal });
  return items;
}

export function myDocumentsQueryOptions(http: HttpClient) {
  return queryOptions({ queryKey: MEMBERSHIP_KEYS.documents, queryFn: ({ signal }) => getMyDocuments(http, signal) });
}

export function useMyDocuments() {
  return useQuery(myDocumentsQueryOptions(useHttpClient()));
}
