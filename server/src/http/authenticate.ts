import type { FastifyReply, FastifyRequest } from "fastify";
import type { AuthContext } from "../modules/accounts/account-context.js";
import { unauthenticated } from "./errors.js";

declare module "fastify" {
  interface FastifyRequest {
    auth?: AuthContext;
  }
}

/** The bearer token of a request, if it carries one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith("Bearer ")) return undefined;
  return header.slice(7).trim() || undefined;
}

/**
 * onRequest hook for routes that need a signed-in caller. It runs before the body is read, so
 * an anonymous request is refused without parsing anything it sent.
 */
export async function requireAuth(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const token = bearerToken(request);
  const auth = token ? await request.server.services.accounts.authenticate(token) : null;
  if (!auth) {
    request.log.info(
      { event: "ACCESS_REFUSED", reason: token ? "invalid or ended session" : "no token", url: request.url },
      "refused",
    );
    throw unauthenticated(token ? "Your session has ended. Please sign in again." : "Please sign in to continue.");
  }
  request.auth = auth;
}

/** The caller of a route guarded by requireAuth. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}
