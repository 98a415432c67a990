import { FAMILY_ERROR_CODES } from "@gkf/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AuthContext } from "../modules/accounts/account-context.js";
import type { LiveSession } from "../modules/accounts/accounts.statements.js";
import { actingForAllowed, adultsOnly, guardianOnly, routePath } from "./acting-for.js";
import { AppError, unauthenticated } from "./errors.js";

declare module "fastify" {
  interface FastifyRequest {
    auth?: AuthContext;
    /** A hot read's row, read in the session's statement (requireAuthWith), and whose it is. */
    alongside?: { userId: string; data: unknown };
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
  await admitted(request, token, auth);
}

/** What a hot read fetches in the statement that also reads the caller's session (decision 117). */
export type ReadWithSession<T> = (
  sessionId: string,
  request: FastifyRequest,
) => Promise<{ session: LiveSession | undefined; data: T }>;

/**
 * requireAuth for a hot read that fetches its own row in the statement that reads the caller's
 * session (`liveSessionQuery` joined to its table, decision 117): one round trip instead of two.
 * The session is judged by the same rules; the route takes the row with `readAlongside`, which
 * gives nothing when the request's subject is not the signed-in member (X-Acting-For).
 */
export function requireAuthWith<T>(read: ReadWithSession<T>) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const token = bearerToken(request);
    const { accounts } = request.server.services;
    const claims = token ? accounts.claimsOf(token) : null;
    let auth: AuthContext | null = null;
    if (claims) {
      const { session, data } = await read(claims.sid, request);
      auth = await accounts.admit(claims, session);
      if (auth) request.alongside = { userId: auth.userId, data };
    }
    await admitted(request, token, auth);
  };
}

/** The row requireAuthWith read beside the session, when it is the request's subject's. */
export function readAlongside<T>(request: FastifyRequest): T | undefined {
  const alongside = request.alongside;
  return alongside && alongside.userId === request.auth?.userId ? (alongside.data as T) : undefined;
}

async function admitted(request: FastifyRequest, token: string | undefined, auth: AuthContext | null): Promise<void> {
  if (!auth) {
    request.log.info(
      { event: "ACCESS_REFUSED", reason: token ? "invalid or ended session" : "no token", url: request.url },
      "refused",
    );
    throw unauthenticated(token ? "Your session has ended. Please sign in again." : "Please sign in to continue.");
  }
  request.auth = auth;
  await applyActingFor(request, auth);
}

/** A 403 of the family rules, recorded as ACCESS_REFUSED with the guardian as the actor. */
async function refuse(request: FastifyRequest, actor: string, code: string, message: string, action?: string) {
  request.log.info({ event: "ACCESS_REFUSED", reason: code, user: actor, url: request.url }, "refused");
  await request.server.services.audit.record({
    action: "ACCESS_REFUSED",
    outcome: "FAILURE",
    actorUserId: actor,
    subjectUserId: actor,
    ip: request.ip,
    userAgent: String(request.headers["user-agent"] ?? ""),
    detail: { code, method: request.method, url: request.url.split("?")[0] },
  });
  return new AppError(403, code, message, action ? { action } : undefined);
}

/**
 * X-Acting-For (issue 16, decision 104), the one place it is read: honoured only for the child's
 * current guardian, and only on member endpoints; the request's subject becomes the child and the
 * guardian stays the actor (`auth.actorUserId`). Without it, a child's own session (13–17) is
 * refused what stays with the guardian: payments, consent and documents; and positions.
 */
async function applyActingFor(request: FastifyRequest, auth: AuthContext): Promise<void> {
  const header = request.headers["x-acting-for"];
  const childId = Array.isArray(header) ? header[0] : header;
  const path = routePath(request);
  const { families } = request.server.services;
  if (childId !== undefined && childId.trim() !== "") {
    if (!actingForAllowed(path)) {
      throw await refuse(
        request,
        auth.userId,
        FAMILY_ERROR_CODES.ACTING_FOR_NOT_ALLOWED,
        "This is done only for yourself, not for a child.",
        "Send the request without the X-Acting-For header.",
      );
    }
    if (!(await families.isCurrentGuardian(auth.userId, childId.trim()))) {
      throw await refuse(
        request,
        auth.userId,
        FAMILY_ERROR_CODES.NOT_GUARDIAN,
        "You are not the guardian of this member.",
        "Choose one of your own children, or yourself.",
      );
    }
    request.auth = { ...auth, userId: childId.trim(), actorUserId: auth.userId };
    return;
  }
  const method = request.method;
  if (!guardianOnly(method, path) && !adultsOnly(method, path)) return;
  if (!(await families.hasGuardian(auth.userId))) {
    // A 13–17-year-old registered on their own: limited the same way until the guardian confirms (decision 111).
    if (!(await families.requests.isPending(auth.userId))) return;
    throw await refuse(
      request,
      auth.userId,
      FAMILY_ERROR_CODES.GUARDIAN_PENDING,
      "Your parent or guardian has not confirmed your registration yet.",
      "Ask the parent or guardian you named to confirm from the message we sent them, or name another on your dashboard.",
    );
  }
  throw adultsOnly(method, path)
    ? await refuse(request, auth.userId, FAMILY_ERROR_CODES.ADULTS_ONLY, "Federation positions are for adults.")
    : await refuse(
        request,
        auth.userId,
        FAMILY_ERROR_CODES.GUARDIAN_REQUIRED,
        "Your guardian handles payments, consent and documents for you.",
        "Ask your parent or guardian to do this from their account.",
      );
}

/** The caller of a route guarded by requireAuth. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}
