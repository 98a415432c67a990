import { SPEC_TOASTS } from "@gkf/contract";
import { useMyRecord } from "../../../shared/api/my-record";
import { isHttpError } from "../../../shared/http/http-error";
import { notifyError } from "../../../shared/notifications/notify";

/**
 * The membership record (shared/api/my-record): the payment pages read its status, number and
 * expiry, and leave the device's copy to the membership pages. A failure shows the spec's toast (section 8); a 401 says nothing, the login page follows.
 */
export function useMembershipStanding({ enabled = true }: { enabled?: boolean } = {}) {
  return useMyRecord({
    enabled,
    persist: false,
    onFailure: (error) => {
      if (!(isHttpError(error) && error.status === 401)) void notifyError(SPEC_TOASTS.loadMembershipRecord);
    },
  });
}
