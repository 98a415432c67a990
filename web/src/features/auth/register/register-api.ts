import { accountsEndpoints, type RegisteredUser, type RegisterRequest } from "@gkf/contract";
import { callEndpoint } from "../../../shared/http/call-endpoint";
import type { HttpClient } from "../../../shared/http/http-client";

/** POST /account-manager/users/register/self: 201 with where the activation message went. */
export function registerSelf(http: HttpClient, request: RegisterRequest): Promise<RegisteredUser> {
  return callEndpoint(http, accountsEndpoints.register, { body: request });
}
