import { type Statistics, statisticsEndpoints } from "@gkf/contract";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../shared/http/call-endpoint";
import type { HttpError } from "../../../shared/http/http-error";
import { useHttpClient } from "../../../shared/services/services-context";

export const statisticsKeys = {
  all: ["statistics"] as const,
  region: (region: string | null) => ["statistics", region ?? "ALL"] as const,
};

/** A 403 (another region) is explained on the page, not in a toast. */
const explainedOnPage = (error: HttpError) => error.status === 403;

/** GET /admin/statistics (officials; regional admins get their region whatever they ask). */
export function useStatistics(region: string | null) {
  const http = useHttpClient();
  return useQuery<Statistics>({
    queryKey: statisticsKeys.region(region),
    queryFn: ({ signal }) =>
      callEndpoint(
        http,
        statisticsEndpoints.get,
        { query: region ? { region } : {} },
        { signal, silent: explainedOnPage },
      ),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/**
 * The page's Refresh: the server keeps each answer for a minute for every official of the same
 * scope (decision 157); `fresh` has it counted now, and the page shows the new answer.
 */
export function useRefreshStatistics(region: string | null) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation<Statistics, HttpError>({
    mutationFn: () =>
      callEndpoint(http, statisticsEndpoints.get, { query: { ...(region ? { region } : {}), fresh: "true" } }),
    onSuccess: (answer) => queryClient.setQueryData(statisticsKeys.region(region), answer),
  });
}
