import { type RecoveryCodes, type TfaDisableRequest, type TfaSetupResponse, tfaEndpoints } from "@gkf/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../shared/http/call-endpoint";
import type { HttpClient } from "../../shared/http/http-client";
import { isHttpError } from "../../shared/http/http-error";
import { useHttpClient } from "../../shared/services/services-context";
import { profileQueryOptions } from "./account-api";

/*
 * Two-step sign-in (issue 17): POST /my-account/tfa/setup, /enable, /disable, /recovery-codes.
 * Whether it is on is the profile's `tfa_enabled`, so a change refreshes the profile (the staff
 * guard of the control panel reads the same query).
 */

/** A wrong code or password is explained at its field, not by a toast; others (429, a network) still toast. */
export function isTfaFieldRefusal(error: unknown): boolean {
  const code = isHttpError(error) ? error.body?.code : undefined;
  return code === "INVALID_CODE" || code === "REAUTHENTICATION_REQUIRED";
}

function useTfaMutation<T, V>(call: (http: HttpClient, variables: V) => Promise<T>, refreshProfile: boolean) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => call(http, variables),
    onSuccess: () => {
      if (refreshProfile) return queryClient.invalidateQueries({ queryKey: profileQueryOptions(http).queryKey });
    },
  });
}

/** A new secret and its otpauth:// address (nothing counts until enabled). */
export function useTfaSetup() {
  return useTfaMutation<TfaSetupResponse, undefined>((http) => callEndpoint(http, tfaEndpoints.setup, {}), false);
}

/** The app's code turns it on; the answer is the ten recovery codes, shown once. */
export function useTfaEnable() {
  return useTfaMutation<RecoveryCodes, string>(
    (http, code) => callEndpoint(http, tfaEndpoints.enable, { body: { code } }, { silent: isTfaFieldRefusal }),
    true,
  );
}

/** Password and a code (the app's or a recovery code) turn it off; refused for staff. */
export function useTfaDisable() {
  return useTfaMutation<unknown, TfaDisableRequest>(
    (http, body) => callEndpoint(http, tfaEndpoints.disable, { body }, { silent: isTfaFieldRefusal }),
    true,
  );
}

/** A new set of recovery codes; the old set stops working. */
export function useNewRecoveryCodes() {
  return useTfaMutation<RecoveryCodes, string>(
    (http, code) => callEndpoint(http, tfaEndpoints.recoveryCodes, { body: { code } }, { silent: isTfaFieldRefusal }),
    false,
  );
}
