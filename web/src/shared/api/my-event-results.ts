import { eventsEndpoints, type MyEventEntrySchema } from "@gkf/contract";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { callEndpoint } from "../http/call-endpoint";
import { useHttpClient } from "../services/services-context";

export type MyEventEntry = z.infer<typeof MyEventEntrySchema>;

/**
 * Under the events feature's key of the same read (EVENTS_KEYS.mine, ["events", "mine"]), so
 * entering or withdrawing there marks this stale too; its own last part, as it keeps a list.
 */
export const MY_EVENT_RESULTS_KEY = ["events", "mine", "results"] as const;

/**
 * My results (medals and placings, and the seminars and courses I attended), newest event first,
 * for the membership overview: read here so the memberships feature does not import events'.
 * Silent: without them the overview simply shows no results card.
 */
export function useMyEventResults() {
  const http = useHttpClient();
  const entries = useQuery({
    queryKey: MY_EVENT_RESULTS_KEY,
    queryFn: async ({ signal }) => (await callEndpoint(http, eventsEndpoints.mine, {}, { silent: true, signal })).items,
    retry: false,
  });
  const results = (entries.data ?? []).filter(
    (entry) =>
      entry.status === "CONFIRMED" &&
      entry.result !== null &&
      (entry.result.placing !== null || entry.result.attended === true),
  );
  return { results, isLoaded: entries.data !== undefined };
}
