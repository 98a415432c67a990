import { dojosEndpoints } from "@gkf/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { callEndpoint } from "../../../shared/http/call-endpoint";
import type { HttpClient } from "../../../shared/http/http-client";
import { isHttpError } from "../../../shared/http/http-error";
import { notifySuccess, notifyWarning } from "../../../shared/notifications/notify";
import { useHttpClient } from "../../../shared/services/services-context";
import { DOJOS_KEYS } from "../api/dojos-keys";
import {
  createRollCallQueue,
  type FlushResult,
  flushRollCallOnce,
  type MarkInput,
  type QueuedMark,
  type RollCallQueue,
} from "./roll-call-queue";

let deviceQueue: RollCallQueue | null = null;

/** The device's queue (one per app: every page that marks or sends shares it). */
export function rollCallQueue(): RollCallQueue {
  deviceQueue ??= createRollCallQueue({ storage: window.localStorage, newId: newClientId });
  return deviceQueue;
}

/** A client id the API accepts (8–64 of A–Z a–z 0–9 _ -), unique on this device. */
function newClientId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Worth sending again later: no answer (offline, a timeout), a server failure, or a session
 * that ended (the marks wait for the next sign-in on this phone). A refusal (4xx) is final.
 */
export function isRetryable(error: unknown): boolean {
  if (!isHttpError(error)) return true;
  if (error.status === null) return true;
  return error.status === 401 || error.status === 429 || error.status >= 500;
}

function isOffline(): boolean {
  return typeof navigator !== "undefined" && navigator.onLine === false;
}

async function sendMarks(http: HttpClient, dojoId: string, sessionId: string, marks: readonly QueuedMark[]) {
  return callEndpoint(
    http,
    dojosEndpoints.recordAttendance,
    {
      params: { id: dojoId, sessionId },
      body: { entries: marks.map(({ member, status, client_id }) => ({ member, status, client_id })) },
    },
    { silent: true },
  );
}

/** The marks waiting on this device (all sessions), kept in step with the storage. */
export function usePendingMarks(): readonly QueuedMark[] {
  const queue = rollCallQueue();
  return useSyncExternalStore(queue.subscribe, queue.all, queue.all);
}

/**
 * Sends what waits whenever it can: when the page opens, when the connection returns, and after
 * each tap while online. Mount it once per page that takes the roll.
 */
export function useRollCallSync() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const pending = usePendingMarks();

  const flush = useCallback(async (): Promise<FlushResult | null> => {
    const queue = rollCallQueue();
    if (isOffline() || queue.all().length === 0) return null;
    const total: FlushResult = { sent: 0, refused: 0, waiting: 0 };
    // A tap made while a request was on its way is sent by the next round.
    for (let round = 0; round < 5 && queue.all().length > 0; round += 1) {
      const result = await flushRollCallOnce(
        queue,
        async (dojoId, sessionId, marks) => {
          const roll = await sendMarks(http, dojoId, sessionId, marks);
          queryClient.setQueryData(DOJOS_KEYS.roll(dojoId, sessionId), roll);
          await queryClient.invalidateQueries({ queryKey: DOJOS_KEYS.dojo(dojoId), refetchType: "none" });
        },
        isRetryable,
      );
      total.sent += result.sent;
      total.refused += result.refused;
      total.waiting = result.waiting;
      if (result.waiting > 0) break;
    }
    if (total.refused > 0)
      void notifyWarning({
        title: t("dojos.roll_call.refused_title"),
        message: t("dojos.roll_call.refused_message", { count: total.refused }),
      });
    return total;
  }, [http, queryClient, t]);

  useEffect(() => {
    const onOnline = () => {
      void flush().then((result) => {
        if (result && result.sent > 0 && result.waiting === 0)
          void notifySuccess({
            title: t("dojos.roll_call.sent_title"),
            message: t("dojos.roll_call.sent_message", { count: result.sent }),
          });
      });
    };
    addEventListener("online", onOnline);
    return () => removeEventListener("online", onOnline);
  }, [flush, t]);

  // On opening the page, and after every tap while online.
  useEffect(() => {
    if (pending.length > 0) void flush();
  }, [pending, flush]);

  return { pending, flush };
}

/** Queues marks for a session (one tap, or "all present"); the sync sends them. */
export function markAttendance(inputs: readonly MarkInput[]): void {
  if (inputs.length > 0) rollCallQueue().mark(inputs);
}
