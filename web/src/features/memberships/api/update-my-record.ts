import { CACHE_KEYS, MembershipRecordSchema, SPEC_TOASTS } from "@gkf/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useCacheStore, useHttpClient } from "../../../shared/services/services-context";
import { notifyMembershipFailure } from "./membership-failure-toast";
import { MEMBERSHIP_KEYS } from "./membership-query-keys";

export interface MyRecordChanges {
  region: string;
  district: string;
  special_needs: string | null;
}

/**
 * PATCH /my-account/membership/update/my-record (JSON). The answer is the new record: it replaces
 * the cached one at once, and everything else about the membership is fetched again.
 */
export function useUpdateMyRecord() {
  const { t } = useTranslation();
  const http = useHttpClient();
  const cache = useCacheStore();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: MyRecordChanges) => {
      const { data } = await http.request("/my-account/membership/update/my-record", {
        method: "PATCH",
        body: changes,
        parse: MembershipRecordSchema.parse,
        withAuth: true,
        silent: true,
      });
      return data;
    },
    onSuccess: async (record) => {
      cache.set(CACHE_KEYS.MY_MEMBERSHIP_RECORD, record);
      queryClient.setQueryData(MEMBERSHIP_KEYS.record, record);
      await queryClient.invalidateQueries({ queryKey: MEMBERSHIP_KEYS.all });
    },
    onError: (error) => notifyMembershipFailure(SPEC_TOASTS.updateMembershipRecord, error, t),
  });
}
