import { DocumentSchema, type MemberDocument } from "@gkf/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { HttpClient } from "../../../shared/http/http-client";
import { useHttpClient } from "../../../shared/services/services-context";
import { MEMBERSHIP_KEYS } from "./membership-query-keys";

const DocumentListSchema = DocumentSchema.array();

function parseDocumentList(data: unknown): MemberDocument[] {
  const items = typeof data === "object" && data !== null ? Reflect.get(data, "items") : undefined;
  return DocumentListSchema.parse(items);
}

/** GET /my-account/membership/documents: every document and certificate, newest first. */
export function getMyDocuments(http: HttpClient, signal?: AbortSignal): Promise<MemberDocument[]> {
  return http.get("/my-account/membership/documents", { parse: parseDocumentList, withAuth: true, signal });
}

export function myDocumentsQueryOptions(http: HttpClient) {
  return queryOptions({ queryKey: MEMBERSHIP_KEYS.documents, queryFn: ({ signal }) => getMyDocuments(http, signal) });
}

export function useMyDocuments() {
  return useQuery(myDocumentsQueryOptions(useHttpClient()));
}
