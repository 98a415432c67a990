import { MessageSchema, ResetPasswordResponseSchema } from "@gkf/contract";
import type { HttpClient } from "../../../shared/http/http-client";

/** PATCH /account-manager/users/reset-password: a code goes to the account's e-mail or phone. */
export async function requestPasswordReset(http: HttpClient, username: string) {
  const { data } = await http.request("/account-manager/users/reset-password", {
    method: "PATCH",
    body: { username },
    parse: ResetPasswordResponseSchema.parse,
  });
  return data;
}

/** PATCH /my-account/user/confirm-reset-password: the code and the new password; ends every session. */
export async function confirmPasswordReset(
  http: HttpClient,
  request: { reset_token: string; code: string; password: string },
): Promise<string> {
  const { data } = await http.request("/my-account/user/confirm-reset-password", {
    method: "PATCH",
    body: request,
    parse: MessageSchema.parse,
  });
  return data.message;
}
