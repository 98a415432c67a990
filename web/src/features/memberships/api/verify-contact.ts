import { ContactVerificationResponseSchema, MessageSchema } from "@gkf/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useHttpClient } from "../../../shared/services/services-context";
import { MEMBERSHIP_KEYS } from "./membership-query-keys";

export type ContactChannel = "email" | "tel";

/** POST /my-account/contact/verification: a 6-digit code goes to the e-mail address or phone. */
export function useSendContactCode() {
  const http = useHttpClient();
  return useMutation({
    mutationFn: async (channel: ContactChannel) => {
      const { data } = await http.request("/my-account/contact/verification", {
        method: "POST",
        body: { channel },
        parse: ContactVerificationResponseSchema.parse,
        withAuth: true,
      });
      return data;
    },
  });
}

const CONFIRM_PATHS: Record<ContactChannel, string> = {
  email: "/my-account/contact/verify-my-email-code",
  tel: "/my-account/contact/verify-my-tel",
};

/** PATCH …/verify-my-tel or …/verify-my-email-code with the code; the profile's badge follows. */
export function useConfirmContact() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ channel, code }: { channel: ContactChannel; code: string }) => {
      const { data } = await http.request(CONFIRM_PATHS[channel], {
        method: "PATCH",
        body: { code },
        parse: MessageSchema.parse,
        withAuth: true,
      });
      return data.message;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEMBERSHIP_KEYS.profile }),
  });
}
