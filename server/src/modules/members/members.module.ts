import type { RegistrationService } from "../accounts/registration.service.js";
import type { NotificationsService } from "../notifications/notifications.service.js";
import { MemberActionsService } from "./member-actions.service.js";
import { type MembersDeps, MembersService } from "./members.service.js";

export interface MemberServices {
  /** The directory (list, rows for exports) and a member's file. */
  directory: MembersService;
  /** Suspend, reinstate, end sessions, correct, resend the activation. */
  actions: MemberActionsService;
}

export function createMemberServices(
  deps: MembersDeps & { registration: RegistrationService; notifications: NotificationsService; publicUrl: string },
): MemberServices {
  const directory = new MembersService(deps);
  return { directory, actions: new MemberActionsService({ ...deps, members: directory }) };
}
