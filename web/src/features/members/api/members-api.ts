import { type EndpointAnswer, type MemberCorrection, membersEndpoints } from "@gkf/contract";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../shared/http/call-endpoint";
import type { HttpError } from "../../../shared/http/http-error";
import { useHttpClient } from "../../../shared/services/services-context";
import { type MemberFilters, toMemberQuery } from "./member-filters";

export type MemberPage = EndpointAnswer<typeof membersEndpoints.list>;
export type MemberRow = MemberPage["items"][number];
export type MemberFileData = EndpointAnswer<typeof membersEndpoints.file>;

export const memberKeys = {
  all: ["members"] as const,
  list: (filters: MemberFilters) => [...memberKeys.all, "list", toMemberQuery(filters)] as const,
  file: (id: string) => [...memberKeys.all, "file", id] as const,
};

/** GET /admin/members: the page keeps the last answer while the next page or filter loads. */
export function useMemberDirectory(filters: MemberFilters) {
  const http = useHttpClient();
  return useQuery({
    queryKey: memberKeys.list(filters),
    queryFn: ({ signal }) => callEndpoint(http, membersEndpoints.list, { query: toMemberQuery(filters) }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/members/:id: the member's whole file. */
export function useMemberFile(id: string | undefined) {
  const http = useHttpClient();
  return useQuery({
    queryKey: memberKeys.file(id ?? ""),
    queryFn: ({ signal }) => callEndpoint(http, membersEndpoints.file, { params: { id: id ?? "" } }, { signal }),
    enabled: Boolean(id),
  });
}

export type MemberAction = "suspend" | "reinstate" | "end_sessions" | "correct" | "resend_activation";

export interface MemberActionInput {
  action: MemberAction;
  id: string;
  reason: string;
  changes?: MemberCorrection["changes"];
}

/** The action's dialog shows these refusals itself (the wrong region, a reason missing, nothing to lift). */
const shownByDialog = (error: HttpError) => error.status === 400 || error.status === 403 || error.status === 409;

/** An action on a member, with its reason; the directory and the file are asked again afterwards. */
export function useMemberAction() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, id, reason, changes }: MemberActionInput) => {
      const params = { id };
      const options = { silent: shownByDialog };
      switch (action) {
        case "suspend":
          return callEndpoint(http, membersEndpoints.suspend, { params, body: { reason } }, options);
        case "reinstate":
          return callEndpoint(http, membersEndpoints.reinstate, { params, body: { reason } }, options);
        case "end_sessions":
          return callEndpoint(http, membersEndpoints.endSessions, { params, body: { reason } }, options);
        case "resend_activation":
          return callEndpoint(http, membersEndpoints.resendActivation, { params, body: { reason } }, options);
        case "correct":
          return callEndpoint(
            http,
            membersEndpoints.correct,
            { params, body: { changes: changes ?? {}, reason } },
            options,
          );
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.all }),
  });
}
