import { type DojoDecision, type DojoStatus, dojosEndpoints } from "@gkf/contract";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../shared/http/call-endpoint";
import { useHttpClient } from "../../../shared/services/services-context";
import { DOJOS_KEYS } from "./dojos-keys";

/** GET /admin/dojos?status&region: the directory, with a summary per region (a regional admin's own only). */
export function useAdminDojos(status: DojoStatus | "", region: string) {
  const http = useHttpClient();
  return useQuery({
    queryKey: DOJOS_KEYS.adminList(status, region),
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

/** PATCH /admin/dojos/:id: approve, reject (with a reason) or suspend. */
export function useDecideDojo() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ dojoId, ...body }: DojoDecision & { dojoId: string }) =>
      callEndpoint(http, dojosEndpoints.decide, { params: { id: dojoId }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DOJOS_KEYS.admin }),
  });
}
