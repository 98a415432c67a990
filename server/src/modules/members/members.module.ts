import type { Kysely } from "kysely";
import type { Services } from "../../app.js";
import type { Database } from "../../db/database.js";
import { DojoQueries } from "../dojos/dojo-queries.js";
import { MemberActionsService } from "./member-actions.service.js";
import { MemberExportsService } from "./member-exports.service.js";
import { MembersService } from "./members.service.js";

export interface MemberServices {
  /** The directory (list, rows for exports) and a member's file. */
  directory: MembersService;
  /** Suspend, reinstate, end sessions, correct, resend the activation. */
  actions: MemberActionsService;
  /** The directory's filter as CSV or Excel, streamed and audited. */
  exports: MemberExportsService;
}

/** The members module asks the other modules' services (never their tables) for what it shows and changes. */
export function createMemberServices(
  db: Kysely<Database>,
  publicUrl: string,
  services: Omit<Services, "members">,
): MemberServices {
  const deps = {
    db,
    accounts: services.accounts,
    memberships: services.memberships,
    records: services.membershipRecords,
    documents: services.documents,
    dojos: new DojoQueries(db, services.documents),
    payments: services.payments,
    positions: services.positions,
    entries: services.events.entries,
    regions: services.regions,
    audit: services.audit,
  };
  const directory = new MembersService(deps);
  const actions = new MemberActionsService({
    ...deps,
    members: directory,
    registration: services.registration,
    notifications: services.notifications,
    publicUrl,
  });
  return { directory, actions, exports: new MemberExportsService({ directory, audit: services.audit }) };
}
