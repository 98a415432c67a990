import {
  type AdminEntrySchema,
  dojosEndpoints,
  type EntryRequest,
  type EventWrite,
  eventsEndpoints,
  type MyEventEntrySchema,
} from "@gkf/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { callEndpoint } from "../../../shared/http/call-endpoint";
import { useHttpClient } from "../../../shared/services/services-context";

export type MyEventEntry = z.infer<typeof MyEventEntrySchema>;
export type AdminEventEntry = z.infer<typeof AdminEntrySchema>;

/** One root for every events query, so a change refreshes what it touched. */
export const EVENTS_KEYS = {
  all: ["events"] as const,
  open: ["events", "open"] as const,
  /** Also the root of the membership overview's results (shared/api/my-event-results.ts). */
  mine: ["events", "mine"] as const,
  admin: ["events", "admin"] as const,
  adminList: ["events", "admin", "list"] as const,
  entries: (eventId: string) => ["events", "admin", eventId, "entries"] as const,
  teaching: ["events", "teaching"] as const,
  students: (dojoId: string) => ["events", "students", dojoId] as const,
};

/** GET /gkf/events: open and upcoming events with my eligibility and my (or my students') entries. */
export function useOpenEvents() {
  const http = useHttpClient();
  return useQuery({
    queryKey: EVENTS_KEYS.open,
    queryFn: async ({ signal }) => (await callEndpoint(http, eventsEndpoints.list, {}, { silent: true, signal })).items,
  });
}

/** GET /my-account/membership/events: my entries, newest event first, with results. */
export function useMyEntries() {
  const http = useHttpClient();
  return useQuery({
    queryKey: EVENTS_KEYS.mine,
    queryFn: async ({ signal }) => (await callEndpoint(http, eventsEndpoints.mine, {}, { silent: true, signal })).items,
  });
}

function useRefreshMemberViews() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: EVENTS_KEYS.open }),
      queryClient.invalidateQueries({ queryKey: EVENTS_KEYS.mine }),
    ]);
}

/**
 * POST /gkf/events/:id/entries. Silent: a refusal (the failing rules, a closed window) is shown
 * in the entry dialog, where the member is looking.
 */
export function useEnterEvent() {
  const http = useHttpClient();
  const refresh = useRefreshMemberViews();
  return useMutation({
    mutationFn: ({ eventId, body }: { eventId: string; body: EntryRequest }) =>
      callEndpoint(http, eventsEndpoints.enter, { params: { id: eventId }, body }, { silent: true }),
    onSettled: refresh,
  });
}

/** PATCH /gkf/events/:id/entries/:entryId/withdraw (or …/consent). */
export function useEntryAction(action: "withdraw" | "consent") {
  const http = useHttpClient();
  const refresh = useRefreshMemberViews();
  return useMutation({
    mutationFn: ({ eventId, entryId }: { eventId: string; entryId: string }) =>
      callEndpoint(http, eventsEndpoints[action], { params: { id: eventId, entryId }, body: {} }),
    onSettled: refresh,
  });
}

/** POST /gkf/events/:id/entries/:entryId/pay: the payment to make on the provider's checkout page. */
export function usePayEntry() {
  const http = useHttpClient();
  return useMutation({
    mutationFn: ({ eventId, entryId }: { eventId: string; entryId: string }) =>
      callEndpoint(http, eventsEndpoints.pay, { params: { id: eventId, entryId }, body: {} }),
  });
}

// Instructors

/** The dojos I teach at (GET /gkf/dojos/mine), for entering their students. */
export function useTeachingDojos() {
  const http = useHttpClient();
  return useQuery({
    queryKey: EVENTS_KEYS.teaching,
    queryFn: async ({ signal }) => {
      const { items } = await callEndpoint(http, dojosEndpoints.mine, {}, { silent: true, signal });
      return items.filter(
        (dojo) => (dojo.my_role === "HEAD" || dojo.my_role === "ASSISTANT") && dojo.status === "ACTIVE",
      );
    },
  });
}

/** A dojo's active students (GET /gkf/dojos/:id/students). */
export function useActiveStudents(dojoId: string | null) {
  const http = useHttpClient();
  return useQuery({
    queryKey: EVENTS_KEYS.students(dojoId ?? ""),
    enabled: dojoId !== null,
    queryFn: async ({ signal }) => {
      const { items } = await callEndpoint(
        http,
        dojosEndpoints.students,
        { params: { id: dojoId ?? "" }, query: {} },
        { silent: true, signal },
      );
      return items.filter((student) => student.enrolment_status === "ACTIVE");
    },
  });
}

// Organisers

/** GET /admin/events: every event I may organise. */
export function useAdminEvents() {
  const http = useHttpClient();
  return useQuery({
    queryKey: EVENTS_KEYS.adminList,
    queryFn: async ({ signal }) =>
      (await callEndpoint(http, eventsEndpoints.adminList, {}, { silent: true, signal })).items,
  });
}

/** POST /admin/events (new) or PUT /admin/events/:id. Silent: the form shows the refusal. */
export function useSaveEvent() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: EventWrite }) =>
      id
        ? callEndpoint(http, eventsEndpoints.update, { params: { id }, body }, { silent: true })
        : callEndpoint(http, eventsEndpoints.create, { body }, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EVENTS_KEYS.all }),
  });
}

/** PATCH /admin/events/:id/publish, …/close or …/cancel. */
export function useEventStatus() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: "publish" | "close" | "cancel" }) =>
      callEndpoint(http, eventsEndpoints[action], { params: { id }, body: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: EVENTS_KEYS.all }),
  });
}

/** GET /admin/events/:id/entries. */
export function useEventEntries(eventId: string | null) {
  const http = useHttpClient();
  return useQuery({
    queryKey: EVENTS_KEYS.entries(eventId ?? ""),
    enabled: eventId !== null,
    queryFn: async ({ signal }) =>
      (await callEndpoint(http, eventsEndpoints.entries, { params: { id: eventId ?? "" } }, { silent: true, signal }))
        .items,
  });
}

/** PATCH /admin/events/:id/entries/:entryId/check-in. */
export function useCheckIn(eventId: string) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string) =>
      callEndpoint(http, eventsEndpoints.checkIn, { params: { id: eventId, entryId }, body: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: EVENTS_KEYS.entries(eventId) }),
  });
}

export interface ResultInput {
  entry: string;
  placing?: number | null;
  attended?: boolean;
}

/** PUT /admin/events/:id/results. */
export function useRecordResults(eventId: string) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (results: ResultInput[]) =>
      callEndpoint(http, eventsEndpoints.results, { params: { id: eventId }, body: { results } }),
    onSuccess: (answer) => queryClient.setQueryData(EVENTS_KEYS.entries(eventId), answer.items),
  });
}

/**
 * PATCH /admin/events/:id/check-in: a member by membership number (typed, or read from their
 * card on the phone). Silent: the check-in screen says what went wrong where the organiser looks.
 */
export function useCheckInByCode(eventId: string) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      callEndpoint(http, eventsEndpoints.checkInByCode, { params: { id: eventId }, body: { code } }, { silent: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: EVENTS_KEYS.entries(eventId) }),
  });
}

/** GET /admin/events/statistics (officials; a dojo head without a grant is refused, and sees none). */
export function useEventStatistics(query: { from?: string; to?: string; region?: string } = {}) {
  const http = useHttpClient();
  return useQuery({
    queryKey: [...EVENTS_KEYS.admin, "statistics", query] as const,
    retry: false,
    queryFn: ({ signal }) => callEndpoint(http, eventsEndpoints.statistics, { query }, { silent: true, signal }),
  });
}
