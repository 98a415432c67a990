import {
  type DojoSession,
  type DojoTraining,
  dojosEndpoints,
  type SessionRoll,
  type TrainingWrite,
} from "@gkf/contract";
import { queryOptions, useMutation, useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../shared/http/call-endpoint";
import type { HttpClient } from "../../../shared/http/http-client";
import { useHttpClient } from "../../../shared/services/services-context";
import { DOJOS_KEYS } from "./dojos-keys";
import { readWithOfflineCopy } from "./offline-copy";

/** GET /gkf/dojos/:id/trainings: the weekly schedules still running. */
export function useTrainings(dojoId: string) {
  const http = useHttpClient();
  return useQuery({
    queryKey: DOJOS_KEYS.trainings(dojoId),
    queryFn: async ({ signal }): Promise<DojoTraining[]> =>
      (await callEndpoint(http, dojosEndpoints.trainings, { params: { id: dojoId } }, { silent: true, signal })).items,
  });
}

/** POST /gkf/dojos/:id/trainings: schedules a weekly training. */
export function useAddTraining(dojoId: string) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TrainingWrite) =>
      callEndpoint(http, dojosEndpoints.addTraining, { params: { id: dojoId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DOJOS_KEYS.dojo(dojoId) }),
  });
}

/** DELETE /gkf/dojos/:id/trainings/:trainingId: no more sessions after today. */
export function useEndTraining(dojoId: string) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (trainingId: string) =>
      callEndpoint(http, dojosEndpoints.endTraining, { params: { id: dojoId, trainingId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DOJOS_KEYS.dojo(dojoId) }),
  });
}

/** GET /gkf/dojos/:id/sessions?from&to (kept for the roll call offline). */
export function useSessions(dojoId: string, from: string, to: string) {
  const http = useHttpClient();
  return useQuery({
    queryKey: DOJOS_KEYS.sessions(dojoId, from, to),
    ...readWithOfflineCopy(`sessions:${dojoId}:${from}:${to}`, async (): Promise<DojoSession[]> => {
      const { items } = await callEndpoint(
        http,
        dojosEndpoints.sessions,
        { params: { id: dojoId }, query: { from, to } },
        { silent: true },
      );
      return items;
    }),
  });
}

/** PATCH /gkf/dojos/:id/sessions/:sessionId: cancels a session with a note (or restores it). */
export function useUpdateSession(dojoId: string) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, cancelled, note }: { sessionId: string; cancelled: boolean; note?: string }) =>
      callEndpoint(http, dojosEndpoints.updateSession, {
        params: { id: dojoId, sessionId },
        body: { cancelled, ...(note ? { note } : {}) },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DOJOS_KEYS.dojo(dojoId) }),
  });
}

/** GET /gkf/dojos/:id/sessions/:sessionId/attendance: the roll as recorded (kept for offline use). */
export function rollQueryOptions(http: HttpClient, dojoId: string, sessionId: string) {
  return queryOptions({
    queryKey: DOJOS_KEYS.roll(dojoId, sessionId),
    ...readWithOfflineCopy(
      `roll:${dojoId}:${sessionId}`,
      (): Promise<SessionRoll> =>
        callEndpoint(http, dojosEndpoints.roll, { params: { id: dojoId, sessionId } }, { silent: true }),
    ),
  });
}

/** The rolls of these sessions, together: the roll call appears whole. */
export function useRolls(dojoId: string, sessionIds: readonly string[]) {
  const http = useHttpClient();
  return useQueries({ queries: sessionIds.map((sessionId) => rollQueryOptions(http, dojoId, sessionId)) });
}
