import { accountsEndpoints, type ConfirmResetPasswordRequest, type ResetPasswordResponse } from "@gkf/contract";
import { callEndpoint } from "../../../shared/http/call-endpoint";
import type { HttpClient } from "../../../shared/http/http-client";

/** PATCH /account-manager/users/reset-password: a code goes to the account's e-mail or phone. */
export function requestPasswordReset(http: HttpClient, username: string): Promise<ResetPasswordResponse> {
  return callEndpoint(http, accountsEndpoints.requestPasswordReset, { body: { username } });
}

/** PATCH /my-account/user/confirm-reset-password: the code and the new password; ends every session. */
export async function confirmPasswordReset(http: HttpClient, request: ConfirmResetPasswordRequest): Promise<string> {
  return (await callEndpoint(http, accountsEndpoints.confirmPasswordReset, { body: request })).message;
}
