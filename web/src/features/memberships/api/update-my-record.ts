import { CACHE_KEYS, membershipsEndpoints, type UpdateMyRecord } from "@gkf/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { SHARED_KEYS } from "../../../shared/api/query-keys";
import { callEndpoint } from "../../../shared/http/call-endpoint";
import { useCacheStore, useHttpClient } from "../../../shared/services/services-context";
import { notifyMembershipFailure } from "./membership-failure-toast";
import { MEMBERSHIP_KEYS } from "./membership-query-keys";

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
    mutationFn: (changes: UpdateMyRecord) =>
      callEndpoint(http, membershipsEndpoints.updateRecord, { body: changes }, { silent: true }),
    onSuccess: async (record) => {
      cache.set(CACHE_KEYS.MY_MEMBERSHIP_RECORD, record);
      queryClient.setQueryData(SHARED_KEYS.myRecord, record);
      await queryClient.invalidateQueries({ queryKey: MEMBERSHIP_KEYS.all });
    },
    onError: (error) => notifyMembershipFailure("memberships.toasts.update_membership_record", error, t),
  });
}
