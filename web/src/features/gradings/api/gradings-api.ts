import {
  dojosEndpoints,
  eventsEndpoints,
  type GradingRule,
  type GradingWrite,
  gradingResultsEndpoints,
  gradingsEndpoints,
  type ScoreSheetWrite,
} from "@gkf/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../shared/http/call-endpoint";
import { useHttpClient } from "../../../shared/services/services-context";

/** One root for every gradings query, so a change refreshes what it touched. */
export const GRADINGS_KEYS = {
  all: ["gradings"] as const,
  open: ["gradings", "open"] as const,
  mine: ["gradings", "mine"] as const,
  adminList: ["gradings", "admin", "list"] as const,
  applications: (sessionId: string) => ["gradings", "admin", sessionId, "applications"] as const,
  scores: (sessionId: string) => ["gradings", "admin", sessionId, "scores"] as const,
  candidates: (sessionId: string) => ["gradings", "candidates", sessionId] as const,
  headed: ["gradings", "headed-dojos"] as const,
};

// Members and instructors

/** GET /gkf/gradings: sessions open for applications, with me as candidate (next grade, eligibility, application). */
export function useOpenGradings() {
  const http = useHttpClient();
  return useQuery({
    queryKey: GRADINGS_KEYS.open,
    queryFn: async ({ signal }) =>
      (await callEndpoint(http, gradingsEndpoints.open, {}, { silent: true, signal })).items,
  });
}

/** My grading applications with their results (the `gradings` of GET /my-account/membership/events). */
export function useMyGradings() {
  const http = useHttpClient();
  return useQuery({
    queryKey: GRADINGS_KEYS.mine,
    queryFn: async ({ signal }) =>
      (await callEndpoint(http, eventsEndpoints.mine, {}, { silent: true, signal })).gradings ?? [],
  });
}

/** GET /gkf/gradings/:id/candidates: my students as candidates of a session (instructors). */
export function useCandidates(sessionId: string) {
  const http = useHttpClient();
  return useQuery({
    queryKey: GRADINGS_KEYS.candidates(sessionId),
    queryFn: async ({ signal }) =>
      (await callEndpoint(http, gradingsEndpoints.candidates, { params: { id: sessionId } }, { silent: true, signal }))
        .items,
  });
}

function useRefreshCandidateViews() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: GRADINGS_KEYS.open }),
      queryClient.invalidateQueries({ queryKey: GRADINGS_KEYS.mine }),
      queryClient.invalidateQueries({ queryKey: ["gradings", "candidates"] }),
    ]);
}

/**
 * POST /gkf/gradings/:id/applications (myself, or `member` for a student). Silent: a refusal
 * (closed, full, not offered) is shown on the session's card, where the person is looking.
 */
export function useApply() {
  const http = useHttpClient();
  const refresh = useRefreshCandidateViews();
  return useMutation({
    mutationFn: ({ sessionId, member }: { sessionId: string; member?: string }) =>
      callEndpoint(
        http,
        gradingsEndpoints.apply,
        { params: { id: sessionId }, body: member ? { member } : {} },
        { silent: true },
      ),
    onSettled: refresh,
  });
}

/** PATCH /gkf/gradings/:id/applications/:applicationId/withdraw. */
export function useWithdraw() {
  const http = useHttpClient();
  const refresh = useRefreshCandidateViews();
  return useMutation({
    mutationFn: ({ sessionId, applicationId }: { sessionId: string; applicationId: string }) =>
      callEndpoint(http, gradingsEndpoints.withdraw, { params: { id: sessionId, applicationId }, body: {} }),
    onSettled: refresh,
  });
}

/** POST /gkf/gradings/:id/applications/:applicationId/pay: the payment to make on the provider's checkout page. */
export function usePayFee() {
  const http = useHttpClient();
  return useMutation({
    mutationFn: ({ sessionId, applicationId }: { sessionId: string; applicationId: string }) =>
      callEndpoint(http, gradingsEndpoints.pay, { params: { id: sessionId, applicationId }, body: {} }),
  });
}

// Officials

/** GET /admin/gradings: the sessions I hold (the server decides which). */
export function useAdminGradings() {
  const http = useHttpClient();
  return useQuery({
    queryKey: GRADINGS_KEYS.adminList,
    queryFn: async ({ signal }) =>
      (await callEndpoint(http, gradingsEndpoints.adminList, {}, { silent: true, signal })).items,
  });
}

/** The dojos I head (a head instructor holds gradings for them), fetched only when asked for. */
export function useHeadedDojos(enabled: boolean) {
  const http = useHttpClient();
  return useQuery({
    queryKey: GRADINGS_KEYS.headed,
    enabled,
    queryFn: async ({ signal }) => {
      const { items } = await callEndpoint(http, dojosEndpoints.mine, {}, { silent: true, signal });
      return items.filter((dojo) => dojo.my_role === "HEAD" && dojo.status === "ACTIVE");
    },
  });
}

/** POST /admin/gradings. Silent: the form shows each refusal at its field. */
export function useCreateGrading() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GradingWrite) => callEndpoint(http, gradingsEndpoints.create, { body }, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GRADINGS_KEYS.adminList }),
  });
}

/** PATCH /admin/gradings/:id/publish, …/close or …/complete. */
export function useGradingStatus() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: "publish" | "close" | "complete" }) =>
      action === "publish"
        ? callEndpoint(http, gradingsEndpoints.publish, { params: { id }, body: {} })
        : callEndpoint(http, gradingResultsEndpoints[action], { params: { id }, body: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: GRADINGS_KEYS.all }),
  });
}

/** GET /admin/gradings/:id/applications: each with its rules judged now. */
export function useApplications(sessionId: string) {
  const http = useHttpClient();
  return useQuery({
    queryKey: GRADINGS_KEYS.applications(sessionId),
    queryFn: async ({ signal }) =>
      (
        await callEndpoint(
          http,
          gradingsEndpoints.applications,
          { params: { id: sessionId } },
          { silent: true, signal },
        )
      ).items,
  });
}

/** POST /admin/gradings/:id/applications/:applicationId/overrides. Silent: the dialog shows the refusal. */
export function useOverride(sessionId: string) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ applicationId, rule, reason }: { applicationId: string; rule: GradingRule; reason: string }) =>
      callEndpoint(
        http,
        gradingsEndpoints.override,
        { params: { id: sessionId, applicationId }, body: { rule, reason } },
        { silent: true },
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: GRADINGS_KEYS.applications(sessionId) }),
        queryClient.invalidateQueries({ queryKey: GRADINGS_KEYS.scores(sessionId) }),
      ]),
  });
}

/** GET /admin/gradings/:id/scores: per candidate, per component, each examiner's mark. */
export function useScoreSheets(sessionId: string) {
  const http = useHttpClient();
  return useQuery({
    queryKey: GRADINGS_KEYS.scores(sessionId),
    queryFn: ({ signal }) =>
      callEndpoint(http, gradingResultsEndpoints.scores, { params: { id: sessionId } }, { silent: true, signal }),
  });
}

/** PUT /admin/gradings/:id/scores: one examiner's sheet. Silent: the sheet shows the refusal. */
export function useSaveScores(sessionId: string) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ScoreSheetWrite) =>
      callEndpoint(http, gradingResultsEndpoints.setScores, { params: { id: sessionId }, body }, { silent: true }),
    onSuccess: (sheets) => queryClient.setQueryData(GRADINGS_KEYS.scores(sessionId), sheets),
  });
}

/** PUT /admin/gradings/:id/results: confirm a candidate's result (the sheets' proposal). */
export function useConfirmResult(sessionId: string) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (application: string) =>
      callEndpoint(
        http,
        gradingResultsEndpoints.setResults,
        { params: { id: sessionId }, body: { results: [{ application }] } },
        { silent: true },
      ),
    onSuccess: (sheets) => queryClient.setQueryData(GRADINGS_KEYS.scores(sessionId), sheets),
  });
}
