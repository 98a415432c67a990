import {
  type AddContactRequest,
  accountsEndpoints,
  type ChangePasswordRequest,
  type ConfirmNewContactRequest,
  type ContactChannel,
  type Profile,
  type SessionList,
} from "@gkf/contract";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../shared/http/call-endpoint";
import type { HttpClient } from "../../shared/http/http-client";
import { isHttpError } from "../../shared/http/http-error";
import { useHttpClient } from "../../shared/services/services-context";

const ACCOUNT_KEY = ["my-account"] as const;

export function getProfile(http: HttpClient, signal?: AbortSignal, { silent = false } = {}): Promise<Profile> {
  return callEndpoint(http, accountsEndpoints.profile, {}, { signal, silent });
}

export function getSessions(http: HttpClient, signal?: AbortSignal): Promise<SessionList> {
  return callEndpoint(http, accountsEndpoints.sessions, {}, { signal });
}

export function profileQueryOptions(http: HttpClient) {
  return queryOptions({ queryKey: [...ACCOUNT_KEY, "profile"], queryFn: ({ signal }) => getProfile(http, signal) });
}

export function sessionsQueryOptions(http: HttpClient) {
  return queryOptions({ queryKey: [...ACCOUNT_KEY, "sessions"], queryFn: ({ signal }) => getSessions(http, signal) });
}

export function useProfile() {
  return useQuery(profileQueryOptions(useHttpClient()));
}

export function useSessions() {
  return useQuery(sessionsQueryOptions(useHttpClient()));
}

/** PATCH /my-account/user/change-password: the other sessions end, so the list is fetched again. */
export function useChangePassword() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: ChangePasswordRequest) =>
      (await callEndpoint(http, accountsEndpoints.changePassword, { body: request })).message,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions(http).queryKey }),
  });
}

/** DELETE /my-account/sessions/:id or /my-account/devices/:id. */
export function useEndSessionOrDevice() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, id }: { kind: "sessions" | "devices"; id: string }) => {
      const endpoint = kind === "sessions" ? accountsEndpoints.endSession : accountsEndpoints.revokeDevice;
      return (await callEndpoint(http, endpoint, { params: { id } })).message;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions(http).queryKey }),
  });
}

/**
 * The refusals the add-contact form explains at its fields (a wrong password, a taken address, a
 * wrong code, a field the server refused): no toast for them. Others (429, a network) still toast.
 */
export function isFieldRefusal(error: unknown): boolean {
  const body = isHttpError(error) ? error.body : null;
  if (!body) return false;
  return (
    body.code === "REAUTHENTICATION_REQUIRED" ||
    body.code === "DUPLICATE_ACCOUNT" ||
    body.code === "INVALID_CODE" ||
    (body.code === "VALIDATION_FAILED" && Boolean(body.fields))
  );
}

/** POST /my-account/contact/add: the password again, then a code goes to the new address. */
export function useAddContact() {
  const http = useHttpClient();
  return useMutation({
    mutationFn: (request: AddContactRequest) =>
      callEndpoint(http, accountsEndpoints.addContact, { body: request }, { silent: isFieldRefusal }),
  });
}

/** POST /my-account/contact/add/resend: a new code to the address being added. */
export function useResendNewContactCode() {
  const http = useHttpClient();
  return useMutation({
    mutationFn: (channel: ContactChannel) =>
      callEndpoint(http, accountsEndpoints.resendNewContactCode, { body: { channel } }),
  });
}

/** PATCH /my-account/contact/add/confirm: the address becomes the account's; the profile is the answer. */
export function useConfirmNewContact() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ConfirmNewContactRequest) =>
      callEndpoint(http, accountsEndpoints.confirmNewContact, { body: request }, { silent: isFieldRefusal }),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryOptions(http).queryKey, profile);
      // Other pages keep the profile under their own key (the membership profile's contacts).
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey.includes("profile") });
    },
  });
}
