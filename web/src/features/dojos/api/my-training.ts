import { dojosEndpoints, type MyTraining } from "@gkf/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../shared/http/call-endpoint";
import { useHttpClient } from "../../../shared/services/services-context";
import { DOJOS_KEYS } from "./dojos-keys";

/** GET /my-account/membership/training: my dojo, its coming sessions, my attendance and rate. */
export function useMyTraining() {
  const http = useHttpClient();
  return useQuery({
    queryKey: DOJOS_KEYS.myTraining,
    queryFn: ({ signal }): Promise<MyTraining> =>
      callEndpoint(http, dojosEndpoints.myTraining, {}, { silent: true, signal }),
  });
}

/** POST /gkf/dojos/:id/join: asks the dojo's instructors to take me as a student. */
export function useJoinDojo() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dojoId: string) => callEndpoint(http, dojosEndpoints.join, { params: { id: dojoId }, body: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DOJOS_KEYS.myTraining }),
  });
}

/** DELETE /gkf/dojos/:id/join: withdraws my request (or leaves the dojo). */
export function useLeaveDojo() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dojoId: string) => callEndpoint(http, dojosEndpoints.leave, { params: { id: dojoId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DOJOS_KEYS.myTraining }),
  });
}
