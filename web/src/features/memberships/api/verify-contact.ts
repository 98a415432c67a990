import { accountsEndpoints, type ContactChannel } from "@gkf/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../shared/http/call-endpoint";
import { useHttpClient } from "../../../shared/services/services-context";
import { MEMBERSHIP_KEYS } from "./membership-query-keys";

export type { ContactChannel };

/** POST /my-account/contact/verification: a 6-digit code goes to the e-mail address or phone. */
export function useSendContactCode() {
  const http = useHttpClient();
  return useMutation({
    mutationFn: (channel: ContactChannel) =>
      callEndpoint(http, accountsEndpoints.requestContactVerification, { body: { channel } }),
  });
}

const CONFIRM_ENDPOINTS = {
  email: accountsEndpoints.verifyEmailCode,
  tel: accountsEndpoints.verifyTel,
} as const;

/** PATCH …/verify-my-tel or …/verify-my-email-code with the code; the profile's badge follows. */
export function useConfirmContact() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ channel, code }: { channel: ContactChannel; code: string }) => {
      return (await callEndpoint(http, CONFIRM_ENDPOINTS[channel], { body: { code } })).message;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEMBERSHIP_KEYS.profile }),
  });
}
