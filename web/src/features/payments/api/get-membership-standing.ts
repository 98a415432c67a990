import { useMyRecord } from "../../../shared/api/my-record";
import { isHttpError } from "../../../shared/http/http-error";
import { appT } from "../../../shared/i18n/i18n";
import { notifyError } from "../../../shared/notifications/notify";
import { specToast } from "../../../shared/notifications/spec-toasts";

/**
 * The membership record (shared/api/my-record): the payment pages read its status, number and
 * expiry, and leave the device's copy to the membership pages. A failure shows the spec's toast (section 8); a 401 says nothing, the login page follows.
 */
export function useMembershipStanding({ enabled = true }: { enabled?: boolean } = {}) {
  return useMyRecord({
    enabled,
    persist: false,
    onFailure: (error) => {
      if (!(isHttpError(error) && error.status === 401))
        void notifyError(specToast("toasts.load_membership_record", appT()));
    },
  });
}
