import { membershipsEndpoints, type PublicVerification } from "@gkf/contract";
import { useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../shared/http/call-endpoint";
import { isHttpError } from "../../../shared/http/http-error";
import { useHttpClient } from "../../../shared/services/services-context";
import { type OfflineVerdict, readStoredCardKeys, refreshCardKeys, verifyCardOffline } from "./card-token";

/** Every look-up counts against the rate limit: no refetch when the page regains focus. */
const STALE_MS = 60_000;

/**
 * The app asks once by default (boot-steps: a failed read shows a toast and "Try again"). A public
 * check has no toast: a passing failure (the server busy, a dropped connection) would leave the
 * person at the gate with "could not be checked". It is asked again twice, soon; never after a
 * refusal (4xx: a 429 would only count against the limit again).
 */
export function isPassingFailure(error: unknown): boolean {
  if (!isHttpError(error)) return false;
  if (error.kind === "network" || error.kind === "timeout") return true;
  return error.kind === "response" && (error.status ?? 0) >= 500;
}

const PASSING_FAILURE_RETRIES = 2;
const retryPassingFailure = (failures: number, error: unknown) =>
  failures < PASSING_FAILURE_RETRIES && isPassingFailure(error);
const retryDelay = (attempt: number) => 500 * 2 ** attempt;

/** GET /public/verify/:code: whether an active membership has a typed number, with initials. */
export function useNumberCheck(code: string) {
  const http = useHttpClient();
  return useQuery({
    queryKey: ["public-verification", "number", code],
    queryFn: ({ signal }) =>
      callEndpoint(http, membershipsEndpoints.checkNumber, { params: { code } }, { silent: true, signal }),
    staleTime: STALE_MS,
    enabled: code !== "",
    retry: retryPassingFailure,
    retryDelay,
  });
}

export type CardCheck =
  | { state: "checking" }
  | { state: "online"; result: PublicVerification }
  | { state: "offline"; verdict: OfflineVerdict }
  | { state: "failed"; error: Error };

/**
 * A scanned card: the server's answer when there is a connection (the membership as it is now),
 * else the signature checked on the phone with the keys it keeps. A forged token is refused by
 * either. `networkMode: "always"`: offline, the request must fail fast rather than wait.
 */
export function useCardCheck(token: string): CardCheck {
  const http = useHttpClient();
  const online = useQuery({
    queryKey: ["public-verification", "card", token],
    queryFn: ({ signal }) =>
      callEndpoint(http, membershipsEndpoints.verifyCard, { params: { "*": token } }, { silent: true, signal }),
    staleTime: STALE_MS,
    networkMode: "always",
    // Without a connection the phone checks the signature at once; a busy server is asked again.
    retry: (failures, error) => retryPassingFailure(failures, error) && isHttpError(error) && error.kind === "response",
    retryDelay,
  });
  const noConnection =
    online.isError && isHttpError(online.error) && (online.error.kind === "network" || online.error.kind === "timeout");
  const offline = useQuery({
    queryKey: ["public-verification", "card-offline", token],
    queryFn: async () => {
      const keys = readStoredCardKeys() ?? (await refreshCardKeys(http).catch(() => null));
      return verifyCardOffline(token, keys);
    },
    enabled: noConnection,
    networkMode: "always",
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (online.data) return { state: "online", result: online.data };
  if (noConnection) return offline.data ? { state: "offline", verdict: offline.data } : { state: "checking" };
  if (online.isError) return { state: "failed", error: online.error };
  return { state: "checking" };
}

/** Keeps the federation's public keys on the device while there is a connection. */
export function useCardKeysKeeper() {
  const http = useHttpClient();
  useQuery({
    queryKey: ["public-verification", "keys"],
    queryFn: ({ signal }) => refreshCardKeys(http, signal),
    staleTime: 60 * 60_000,
    retry: false,
  });
}
