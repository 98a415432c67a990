import { MessageSchema, type Profile, ProfileSchema, type SessionList, SessionListSchema } from "@gkf/contract";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { HttpClient } from "../../shared/http/http-client";
import { useHttpClient } from "../../shared/services/services-context";

const ACCOUNT_KEY = ["my-account"] as const;

export function getProfile(http: HttpClient, signal?: AbortSignal): Promise<Profile> {
  return http.get("/my-account/profile", { parse: ProfileSchema.parse, withAuth: true, signal });
}

export function getSessions(http: HttpClient, signal?: AbortSignal): Promise<SessionList> {
  return http.get("/my-account/sessions", { parse: SessionListSchema.parse, withAuth: true, signal });
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

async function sendForMessage(http: HttpClient, path: string, method: "PATCH" | "DELETE", body?: unknown) {
  const { data } = await http.request(path, { method, body, withAuth: true, parse: MessageSchema.parse });
  return data.message;
}

/** PATCH /my-account/user/change-password: the other sessions end, so the list is fetched again. */
export function useChangePassword() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: { current_password: string; new_password: string }) =>
      sendForMessage(http, "/my-account/user/change-password", "PATCH", request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions(http).queryKey }),
  });
}

/** DELETE /my-account/sessions/:id or /my-account/devices/:id. */
export function useEndSessionOrDevice() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: "sessions" | "devices"; id: string }) =>
      sendForMessage(http, `/my-account/${kind}/${encodeURIComponent(id)}`, "DELETE"),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions(http).queryKey }),
  });
}
