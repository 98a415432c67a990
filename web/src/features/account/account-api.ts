import { accountsEndpoints, type ChangePasswordRequest, type Profile, type SessionList } from "@gkf/contract";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../shared/http/call-endpoint";
import type { HttpClient } from "../../shared/http/http-client";
import { useHttpClient } from "../../shared/services/services-context";

const ACCOUNT_KEY = ["my-account"] as const;

export function getProfile(http: HttpClient, signal?: AbortSignal): Promise<Profile> {
  return callEndpoint(http, accountsEndpoints.profile, {}, { signal });
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
