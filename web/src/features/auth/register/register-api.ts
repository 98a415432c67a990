import { type RegisteredUser, RegisteredUserSchema, type RegisterRequest } from "@gkf/contract";
import type { HttpClient } from "../../../shared/http/http-client";

/** POST /account-manager/users/register/self: 201 with where the activation message went. */
export async function registerSelf(http: HttpClient, request: RegisterRequest): Promise<RegisteredUser> {
  const { data } = await http.request("/account-manager/users/register/self", {
    method: "POST",
    body: request,
    acceptStatus: [201],
    parse: RegisteredUserSchema.parse,
  });
  return data;
}
