import { type Dojo, dojosEndpoints, type RegisterDojoRequest } from "@gkf/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../shared/http/call-endpoint";
import { useHttpClient } from "../../../shared/services/services-context";
import { DOJOS_KEYS } from "./dojos-keys";
import { readOfflineCopy, writeOfflineCopy } from "./offline-copy";

/**
 * GET /gkf/dojos/mine: the dojos I teach at or registered. Kept on the device, so the roll call
 * opens without a connection (offline-copy.ts).
 */
export function useMyDojos() {
  const http = useHttpClient();
  return useQuery({
    queryKey: DOJOS_KEYS.mine,
    queryFn: async ({ signal }): Promise<Dojo[]> => {
      const { items } = await callEndpoint(http, dojosEndpoints.mine, {}, { silent: true, signal });
      writeOfflineCopy("mine", items);
      return items;
    },
    initialData: () => readOfflineCopy<Dojo[]>("mine"),
    initialDataUpdatedAt: 0,
  });
}

/** POST /gkf/dojos: registers a dojo (PENDING until the region decides). */
export function useRegisterDojo() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterDojoRequest) => callEndpoint(http, dojosEndpoints.register, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DOJOS_KEYS.mine }),
  });
}
