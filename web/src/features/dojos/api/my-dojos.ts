import { type Dojo, dojosEndpoints, type RegisterDojoRequest } from "@gkf/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../shared/http/call-endpoint";
import { useHttpClient } from "../../../shared/services/services-context";
import { DOJOS_KEYS } from "./dojos-keys";
import { readWithOfflineCopy } from "./offline-copy";

/**
 * GET /gkf/dojos/mine: the dojos I teach at or registered. Kept on the device, so the roll call
 * opens without a connection (offline-copy.ts).
 */
export function useMyDojos() {
  const http = useHttpClient();
  return useQuery({
    queryKey: DOJOS_KEYS.mine,
    ...readWithOfflineCopy("mine", async (): Promise<Dojo[]> => {
      const { items } = await callEndpoint(http, dojosEndpoints.mine, {}, { silent: true });
      return items;
    }),
  });
}

/** POST /gkf/dojos: registers a dojo (PENDING until the region decides). */
export function useRegisterDojo() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterDojoRequest) => callEndpoint(http, dojosEndpoints.register, { body }),
    // Awaited: the page that opens next finds the new dojo among mine.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DOJOS_KEYS.mine }),
  });
}
