import { accountsEndpoints, type RegisteredUser, type RegisterRequest } from "@gkf/contract";
import { callEndpoint } from "../../../shared/http/call-endpoint";
import type { HttpClient } from "../../../shared/http/http-client";
import { activeLanguage } from "../../../shared/i18n/i18n";

/**
 * POST /account-manager/users/register/self: 201 with where the activation message went. The
 * account starts in the language the person registers in (its activation message too).
 */
export function registerSelf(http: HttpClient, request: RegisterRequest): Promise<RegisteredUser> {
  return callEndpoint(http, accountsEndpoints.register, { body: { ...request, language: activeLanguage() } });
}
