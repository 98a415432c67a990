import { type AdminDojo, type DojoDecision, type DojoStatus, dojosEndpoints } from "@gkf/contract";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../shared/http/call-endpoint";
import { useHttpClient } from "../../../shared/services/services-context";
import { DOJOS_KEYS } from "./dojos-keys";

/**
 * GET /admin/dojos?status&region: the directory, with a summary per region (a regional admin's own
 * only); `applications` reads the PENDING ones under their own key.
 */
export function useAdminDojos(status: DojoStatus | "", region: string, { applications = false } = {}) {
  const http = useHttpClient();
  return useQuery({
    queryKey: applications ? DOJOS_KEYS.applications : DOJOS_KEYS.adminList(status, region),
    queryFn: ({ signal }) =>
      callEndpoint(
        http,
        dojosEndpoints.adminList,
        { query: { ...(status ? { status } : {}), ...(region ? { region } : {}) } },
        { silent: true, signal },
      ),
    placeholderData: keepPreviousData,
  });
}

type AdminList = { items: AdminDojo[] };

/**
 * PATCH /admin/dojos/:id: approve, reject (with a reason) or suspend. The decided dojo changes in
 * place wherever it is listed: a decided application stays where it was, with its new state,
 * rather than leaving a hole that moves the page; the directory's counts are read again.
 */
export function useDecideDojo() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ dojoId, ...body }: DojoDecision & { dojoId: string }) =>
      callEndpoint(http, dojosEndpoints.decide, { params: { id: dojoId }, body }),
    onSuccess: (decided) => {
      queryClient.setQueriesData<AdminList>({ queryKey: DOJOS_KEYS.admin }, (list) =>
        list ? { ...list, items: list.items.map((dojo) => (dojo.id === decided.id ? decided : dojo)) } : list,
      );
      return queryClient.invalidateQueries({ queryKey: DOJOS_KEYS.directory });
    },
    // Decided meanwhile by a colleague (409), or gone: this view is out of date.
    onError: () => queryClient.invalidateQueries({ queryKey: DOJOS_KEYS.admin }),
  });
}
