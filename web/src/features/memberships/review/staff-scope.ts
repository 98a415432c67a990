import { isRecord } from "../../../shared/session/auth-data";

/**
 * A regional admin sees the members of their own region only (the server filters): the region
 * filter would offer nothing, so it is not shown. Federation and super admins see every region.
 */
export function isRegionScoped(auth: unknown): boolean {
  if (!isRecord(auth) || !isRecord(auth.user) || !Array.isArray(auth.user.staff_roles)) return false;
  const roles: unknown[] = auth.user.staff_roles;
  return roles.includes("REGIONAL_ADMIN") && !roles.includes("FEDERATION_ADMIN") && !roles.includes("SUPER_ADMIN");
}
