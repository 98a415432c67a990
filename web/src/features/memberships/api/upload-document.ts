import { type Belt, documentsEndpoints, type MemberDocument } from "@gkf/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { callEndpoint } from "../../../shared/http/call-endpoint";
import type { HttpClient } from "../../../shared/http/http-client";
import { useHttpClient } from "../../../shared/services/services-context";
import { notifyMembershipFailure } from "./membership-failure-toast";
import { MEMBERSHIP_KEYS } from "./membership-query-keys";

/** What a member sends with a file; the form shows only the fields the type needs. */
export interface DocumentFields {
  document_number?: string;
  issue_date?: string;
  expiry_date?: string;
  belt?: Belt;
  grading_date?: string;
  examiner?: string;
}

/**
 * The four multipart calls of spec section 7: add or replace a document (document/add,
 * document/update with document_id) or a belt certificate (certificate/add, certificate/update
 * with certificate_id).
 */
export type UploadRequest =
  | { kind: "add-document"; documentType: string; fields: DocumentFields; file: File }
  | { kind: "update-document"; id: string; fields: DocumentFields; file: File | null }
  | { kind: "add-certificate"; fields: DocumentFields; file: File }
  | { kind: "update-certificate"; id: string; fields: DocumentFields; file: File | null };

const CALLS = {
  "add-document": { endpoint: documentsEndpoints.add, failure: "memberships.toasts.add_document" },
  "update-document": { endpoint: documentsEndpoints.update, failure: "memberships.toasts.update_document" },
  "add-certificate": { endpoint: documentsEndpoints.addCertificate, failure: "memberships.toasts.add_certificate" },
  "update-certificate": {
    endpoint: documentsEndpoints.updateCertificate,
    failure: "memberships.toasts.update_certificate",
  },
} as const;

/** The multipart body: text parts for the fields that have a value, and the file as part `file`. */
export function buildUploadForm(request: UploadRequest): FormData {
  const form = new FormData();
  if (request.kind === "add-document") form.set("document_type", request.documentType);
  if (request.kind === "update-document") form.set("document_id", request.id);
  if (request.kind === "update-certificate") form.set("certificate_id", request.id);
  for (const [name, value] of Object.entries(request.fields)) {
    if (typeof value === "string" && value.trim() !== "") form.set(name, value.trim());
  }
  if (request.file) form.set("file", request.file, request.file.name);
  return form;
}

export async function sendUpload(http: HttpClient, request: UploadRequest): Promise<MemberDocument> {
  // A 5 MB photo over a slow mobile connection takes a while: no 30-second limit here.
  return callEndpoint(
    http,
    CALLS[request.kind].endpoint,
    { body: buildUploadForm(request) },
    { silent: true, timeoutMs: 0 },
  );
}

/** Sends the upload, then fetches the record (score, belt, card), the documents and the caches again. */
export function useUploadDocument() {
  const { t } = useTranslation();
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UploadRequest) => sendUpload(http, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEMBERSHIP_KEYS.all }),
    onError: (error, request) => notifyMembershipFailure(CALLS[request.kind].failure, error, t),
  });
}
