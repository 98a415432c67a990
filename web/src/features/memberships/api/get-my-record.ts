import { useTranslation } from "react-i18next";
import { useMembershipSummary } from "../../../shared/api/membership-summary";
import { useMyRecord as useSharedMyRecord } from "../../../shared/api/my-record";
import { notifyMembershipFailure } from "./membership-failure-toast";

/** The shared record (shared/api/my-record), with the membership pages' toast when it fails. */
export function useMyRecord() {
  const { t } = useTranslation();
  return useSharedMyRecord({
    onFailure: (error) => notifyMembershipFailure("toasts.load_membership_record", error, t),
  });
}

/** The summary the membership guard reads; the profile fetches it on every visit so the guard stays right. */
export function useMySummary() {
  const { t } = useTranslation();
  return useMembershipSummary({
    onFailure: (error) => notifyMembershipFailure("toasts.load_membership_summary", error, t),
  });
}
