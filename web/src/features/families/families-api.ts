import {
  type AddChild,
  type Child,
  type ChildSignIn,
  type Family,
  familiesEndpoints,
  type GuardianDetails,
  type NameGuardian,
} from "@gkf/contract";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../shared/http/call-endpoint";
import type { HttpClient } from "../../shared/http/http-client";
import { useHttpClient } from "../../shared/services/services-context";
import { OWN_QUERY_ROOT } from "../../shared/session/acting-for";

/** The signed-in person's own family: the same answer whoever is being acted for (acting-for.ts). */
const CHILDREN_KEY = [OWN_QUERY_ROOT, "children"] as const;
const FAMILY_KEY = [OWN_QUERY_ROOT, "family"] as const;

export function childrenQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: CHILDREN_KEY,
    queryFn: async ({ signal }): Promise<Child[]> =>
      (await callEndpoint(http, familiesEndpoints.listChildren, {}, { signal, silent: true })).items,
  });
}

/** GET /my-account/children: each child with their membership summary. */
export function useChildren() {
  return useQuery(childrenQueryOptions(useHttpClient()));
}

/** POST /my-account/children; the form shows a refusal itself (its fields' errors). */
export function useAddChild() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddChild) => callEndpoint(http, familiesEndpoints.addChild, { body }, { silent: true }),
    // The child shows at once (the header's switcher grows right after the tap), then the list is read again.
    onSuccess: (child) => {
      queryClient.setQueryData<Child[]>(CHILDREN_KEY, (children) => [...(children ?? []), child]);
      return queryClient.invalidateQueries({ queryKey: CHILDREN_KEY });
    },
  });
}

/** POST /my-account/children/:id/sign-in: a child of 13–17 gets a sign-in of their own. */
export function useCreateChildSignIn(childId: string) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChildSignIn) =>
      callEndpoint(http, familiesEndpoints.createSignIn, { params: { id: childId }, body }, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHILDREN_KEY }),
  });
}

export const childName = (child: Pick<Child, "first_name" | "last_name">) => `${child.first_name} ${child.last_name}`;

/** GET /my-account/guardian-requests/:token: the request a 13–17-year-old sent the signed-in person (decision 111). */
export function useGuardianRequest(token: string) {
  const http = useHttpClient();
  return useQuery({
    queryKey: [OWN_QUERY_ROOT, "guardian-request", token],
    queryFn: ({ signal }) =>
      callEndpoint(http, familiesEndpoints.guardianRequest, { params: { token } }, { signal, silent: true }),
    retry: false,
  });
}

/** Confirm or decline it; a confirmation adds the child to the guardian's list. */
export function useAnswerGuardianRequest(token: string) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: "confirm" | "decline") =>
      callEndpoint(
        http,
        answer === "confirm" ? familiesEndpoints.confirmGuardianRequest : familiesEndpoints.declineGuardianRequest,
        { params: { token } },
        { silent: true },
      ),
    onSuccess: (request) => {
      queryClient.setQueryData([OWN_QUERY_ROOT, "guardian-request", token], request);
      return queryClient.invalidateQueries({ queryKey: CHILDREN_KEY });
    },
  });
}

/** GET /my-account/family: for a minor registered on their own, the guardian request still waiting or declined. */
export function useFamily() {
  const http = useHttpClient();
  return useQuery({
    queryKey: FAMILY_KEY,
    queryFn: ({ signal }) => callEndpoint(http, familiesEndpoints.family, {}, { signal, silent: true }),
  });
}

/**
 * POST /my-account/guardian-requests: a minor whose request waits or was declined names a parent
 * or guardian again (decision 138); the form shows a refusal itself (its fields, a 409 or 429).
 */
export function useNameGuardian() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NameGuardian) => callEndpoint(http, familiesEndpoints.nameGuardian, { body }, { silent: true }),
    // The note says at once whom the new request went to, then the family is read again.
    onSuccess: (request) => {
      queryClient.setQueryData<Family>(FAMILY_KEY, (family) => family && { ...family, guardian_request: request });
      return queryClient.invalidateQueries({ queryKey: FAMILY_KEY });
    },
  });
}

/** PUT /my-account/guardian-details: a guardian made from a minor's registration gives their own details (decision 111). */
export function useCompleteGuardianDetails() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GuardianDetails) =>
      callEndpoint(http, familiesEndpoints.completeGuardianDetails, { body }, { silent: true }),
    // Every copy of the profile (the account page's, the dashboard's) shows the new details.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
