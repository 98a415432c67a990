import { type PrivacyNotice, type PublishPrivacyNotice, privacyEndpoints } from "@gkf/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../shared/http/call-endpoint";
import type { HttpError } from "../../shared/http/http-error";
import { useHttpClient } from "../../shared/services/services-context";

const NOTICES_KEY = ["admin", "privacy-notices"] as const;

/** Refusals the page explains itself (not a toast). */
const explainedOnPage = (error: HttpError) => error.status !== null && [400, 403, 409].includes(error.status);

/** GET /admin/privacy-notices: every version, newest first (federation admins; decision 111). */
export function usePrivacyNotices() {
  const http = useHttpClient();
  return useQuery({
    queryKey: NOTICES_KEY,
    queryFn: async ({ signal }): Promise<PrivacyNotice[]> =>
      (await callEndpoint(http, privacyEndpoints.adminNotices, {}, { signal, silent: explainedOnPage })).items,
  });
}

/** POST /admin/privacy-notices: a new version, asked of members from its day (audited). */
export function usePublishPrivacyNotice() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PublishPrivacyNotice) =>
      callEndpoint(http, privacyEndpoints.publishNotice, { body }, { silent: explainedOnPage }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTICES_KEY }),
  });
}
