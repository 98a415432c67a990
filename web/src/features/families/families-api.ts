import { type AddChild, type Child, type ChildSignIn, familiesEndpoints } from "@gkf/contract";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../shared/http/call-endpoint";
import type { HttpClient } from "../../shared/http/http-client";
import { useHttpClient } from "../../shared/services/services-context";
import { OWN_QUERY_ROOT } from "../../shared/session/acting-for";

/** The signed-in person's own family: the same answer whoever is being acted for (acting-for.ts). */
const CHILDREN_KEY = [OWN_QUERY_ROOT, "children"] as const;

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
