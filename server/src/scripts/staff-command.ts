import { STAFF_ROLES, type StaffRole } from "@gkf/contract";
import { AppError } from "../http/errors.js";
import { grantIdOf, type StaffService } from "../modules/accounts/staff.service.js";

export const STAFF_USAGE = [
  "Usage: npm run staff -- <command>",
  "  grant SUPER_ADMIN|FEDERATION_ADMIN <e-mail or phone>",
  "  grant REGIONAL_ADMIN <e-mail or phone> <region code>",
  "  revoke <role> <e-mail or phone>",
  "  list",
].join("\n");

/**
 * `npm run staff -- grant SUPER_ADMIN ama@example.com`: staff grants from the server's shell, for
 * the first super admin of a new installation (nobody can grant it through the API yet). The same
 * rules as the API (StaffService), audited with no actor; the member is told. Answers the line to print.
 */
export async function runStaffCommand(staff: StaffService, args: string[]): Promise<string> {
  const [command, role, member, region] = args;
  const meta = { ip: null, userAgent: "npm run staff" };
  if (command === "list") {
    const grants = await staff.list();
    if (grants.length === 0) return "No staff grants yet.";
    return grants
      .map((grant) =>
        [grant.role, grant.region ?? "", `${grant.member.first_name} ${grant.member.last_name}`, grant.member.username]
          .filter(Boolean)
          .join("  "),
      )
      .join("\n");
  }
  if ((command !== "grant" && command !== "revoke") || !isRole(role) || !member) throw new UsageError(STAFF_USAGE);
  if (command === "grant") {
    const granted = await staff.grant(null, { member, grant: role, region: region?.toUpperCase() }, meta);
    return `Granted ${granted.role}${granted.region ? ` of ${granted.region}` : ""} to ${granted.member.first_name} ${granted.member.last_name}.`;
  }
  const userId = await staff.findMemberId(member);
  if (!userId) throw new AppError(404, "NOT_FOUND", "No member has this e-mail, phone, membership number or id.");
  await staff.revoke(null, grantIdOf(role, userId), meta);
  return `Revoked ${role} from ${member}.`;
}

export class UsageError extends Error {}

function isRole(value: string | undefined): value is StaffRole {
  return STAFF_ROLES.includes(value as StaffRole);
}
