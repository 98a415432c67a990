import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { RequestMeta } from "./account-context.js";

/** The accounts routes' signed cookies (trusted device, device challenge, fresh registration). */
export function accountCookies(app: FastifyInstance) {
  const secure = app.config.auth.secureCookies;
  // __Host- cookies must be Secure, so the prefix is used only where we serve HTTPS.
  const cookieName = (name: string) => (secure ? `__Host-${name}` : name);
  const names = {
    device: cookieName("gkf_device"),
    challenge: cookieName("gkf_challenge"),
    registration: cookieName("gkf_registration"),
  };
  const base = { path: "/", httpOnly: true, secure, signed: true } as const;
  const read = (request: FastifyRequest, name: string): string | undefined => {
    const raw = request.cookies[name];
    if (!raw) return undefined;
    const unsigned = request.unsignCookie(raw);
    return unsigned.valid && unsigned.value ? unsigned.value : undefined;
  };
  return {
    names,
    base,
    read,
    // A deletion must carry the cookie's own attributes: browsers ignore a Set-Cookie for a
    // __Host- name without Secure, so the cookie would outlive its use.
    clear: (reply: FastifyReply, name: string, sameSite: "lax" | "strict") =>
      reply.clearCookie(name, { path: "/", httpOnly: true, secure, sameSite }),
    meta: (request: FastifyRequest): RequestMeta => ({
      ip: request.ip,
      userAgent: String(request.headers["user-agent"] ?? "").slice(0, 512),
      deviceId: read(request, names.device),
    }),
    trustDevice: (reply: FastifyReply, deviceId: string) =>
      reply.setCookie(names.device, deviceId, { ...base, sameSite: "lax", maxAge: 400 * 86_400 }),
  };
}
