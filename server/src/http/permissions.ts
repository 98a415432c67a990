import { FAMILY_ERROR_CODES, type StaffRole, TFA_ERROR_CODES } from "@gkf/contract";
import type { FastifyRequest } from "fastify";
import type { MemberDirectory } from "../modules/accounts/member-directory.js";
import { authOf, readAlongside, requireAuthWith } from "./authenticate.js";
import { AppError, forbidden } from "./errors.js";

/** What staff may do. Members never hold these: they act only on their own records. */
export type Permission =
  | "documents.review"
  | "members.read"
  /** Suspend, reinstate, end sessions, correct a record (issue 15); regional admins within their region. */
  | "members.manage"
  | "sessions.manage"
  | "payments.read"
  | "fees.manage"
  /** Record cash and bank transfers, void them, mark refunds: the secretariat (national grants). */
  | "payments.manage"
  | "positions.manage"
  /** Decide dojo applications, suspend dojos; regional admins within their region. */
  | "dojos.manage"
  /** Display settings (belt colours): national grants. */
  | "settings.manage"
  /** Organise events: national grants any event, regional admins their region's (dojo heads: events module). */
  | "events.manage"
  /** Read the audit trail (audit_events): national grants. */
  | "audit.read"
  /** Grant and revoke staff rights: super admins only. */
  | "staff.manage";

/** A federation admin's rights: everything national but granting and revoking staff rights. */
const NATIONAL_PERMISSIONS: Permission[] = [
  "documents.review",
  "members.read",
  "members.manage",
  "sessions.manage",
  "payments.read",
  "fees.manage",
  "payments.manage",
  "positions.manage",
  "dojos.manage",
  "settings.manage",
  "events.manage",
  "audit.read",
];

const ROLE_PERMISSIONS: Record<StaffRole, Permission[]> = {
  SUPER_ADMIN: [...NATIONAL_PERMISSIONS, "staff.manage"],
  FEDERATION_ADMIN: NATIONAL_PERMISSIONS,
  // Scoped to the region of the grant.
  REGIONAL_ADMIN: [
    "documents.review",
    "members.read",
    "members.manage",
    "payments.read",
    "dojos.manage",
    "events.manage",
  ],
};

/** Requests whose refusal is in the audit log already (the error handler records the others' 403s). */
export const refusalsAudited = new WeakSet<FastifyRequest>();

/**
 * A signed-in caller refused (403 FORBIDDEN) by a rule past the permission check, such as another
 * region's record: one ACCESS_REFUSED row with the path and the refusal's code (issue 15).
 */
export async function auditRefusal(request: FastifyRequest, code: string): Promise<void> {
  if (!request.auth || refusalsAudited.has(request)) return;
  refusalsAudited.add(request);
  await request.server.services.audit.record({
    action: "ACCESS_REFUSED",
    outcome: "FAILURE",
    actorUserId: request.auth.actorUserId ?? request.auth.userId,
    subjectUserId: request.auth.userId,
    ip: request.ip,
    userAgent: String(request.headers["user-agent"] ?? ""),
    detail: { code, method: request.method, url: request.url.split("?")[0] },
  });
}

/**
 * Staff grants need two-step sign-in (issue 17, decision 106): until the caller turns it on, every
 * staff endpoint answers 403 TFA_REQUIRED; their member pages still work so they can set it up.
 */
async function requireTwoStep(request: FastifyRequest, twoStep: boolean): Promise<void> {
  if (twoStep) return;
  await auditRefusal(request, TFA_ERROR_CODES.TFA_REQUIRED);
  throw new AppError(403, TFA_ERROR_CODES.TFA_REQUIRED, "Staff pages need two-step sign-in.", {
    action: "Open your account page and set up an authenticator app, then try again.",
  });
}

type StaffAccess = Awaited<ReturnType<MemberDirectory["getStaffAccess"]>>;

/**
 * The bearer check of a hot staff endpoint (route option `auth`): the session, the caller's
 * grants and two-step's state in one statement; requirePermission then reads no more (decision 120).
 */
export const requireAuthWithStaffAccess = requireAuthWith<StaffAccess>((sessionId, request) =>
  request.server.services.accounts.readStaffAccessWithSession(sessionId),
);

export interface StaffScope {
  userId: string;
  /** Regions the caller may act in; undefined means every region. */
  regions: string[] | undefined;
  canAccessRegion(region: string): boolean;
}

/**
 * Checks a permission on the server, for every request (ASVS V8): the caller's staff grants
 * are read from the database, never from the token, so a revoked grant stops working at once.
 */
export async function requirePermission(request: FastifyRequest, permission: Permission): Promise<StaffScope> {
  const auth = authOf(request);
  // Officials act as themselves: a request acting for a child (X-Acting-For) holds no grant.
  if (auth.actorUserId) {
    await auditRefusal(request, FAMILY_ERROR_CODES.ACTING_FOR_NOT_ALLOWED);
    throw new AppError(
      403,
      FAMILY_ERROR_CODES.ACTING_FOR_NOT_ALLOWED,
      "This is done only for yourself, not for a child.",
    );
  }
  // The grants and two-step's state in one read (decision 120), or read with the session already.
  const { grants, twoStep } =
    readAlongside<StaffAccess>(request) ?? (await request.server.services.accounts.getStaffAccess(auth.userId));
  const matching = grants.filter((grant) => ROLE_PERMISSIONS[grant.role as StaffRole]?.includes(permission));
  if (matching.length === 0) {
    request.log.info({ event: "ACCESS_REFUSED", permission, user: auth.userId, url: request.url }, "refused");
    await request.server.services.audit.record({
      action: "ACCESS_REFUSED",
      outcome: "FAILURE",
      actorUserId: auth.userId,
      ip: request.ip,
      userAgent: String(request.headers["user-agent"] ?? ""),
      detail: { permission, url: request.url.split("?")[0] },
    });
    refusalsAudited.add(request);
    throw forbidden("This needs a federation official's permission.");
  }
  await requireTwoStep(request, twoStep);
  const national = matching.some((grant) => grant.role !== "REGIONAL_ADMIN");
  const regions = national
    ? undefined
    : matching.map((grant) => grant.region_code).filter((code): code is string => Boolean(code));
  return {
    userId: auth.userId,
    regions,
    canAccessRegion: (region) => regions === undefined || regions.includes(region),
  };
}

/**
 * The caller's scope for a permission, or null when no grant carries it: for routes that let
 * someone else in too (a dojo's head instructor organising their dojo's events), so nothing is refused here.
 */
export async function permissionScope(request: FastifyRequest, permission: Permission): Promise<StaffScope | null> {
  if (authOf(request).actorUserId) return null;
  const { grants, twoStep } = await request.server.services.accounts.getStaffAccess(authOf(request).userId);
  const matching = grants.filter((grant) => ROLE_PERMISSIONS[grant.role as StaffRole]?.includes(permission));
  if (matching.length === 0) return null;
  await requireTwoStep(request, twoStep);
  const national = matching.some((grant) => grant.role !== "REGIONAL_ADMIN");
  const regions = national
    ? undefined
    : matching.map((grant) => grant.region_code).filter((code): code is string => Boolean(code));
  return {
    userId: authOf(request).userId,
    regions,
    canAccessRegion: (region) => regions === undefined || regions.includes(region),
  };
}
