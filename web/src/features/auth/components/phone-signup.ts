import { useQuery } from "@tanstack/react-query";
import { useHttpClient } from "../../../shared/services/services-context";

const FIVE_MINUTES_MS = 5 * 60 * 1000;

/**
 * Whether members may register and sign in with a phone number (PHONE_SIGNUP, from
 * GET /api/config). Zod-free, since it is part of the sign-in pages' first load. Until the answer
 * comes, or when it fails, the phone option stays: the server refuses what is switched off.
 */
export function usePhoneSignup(): boolean {
  const http = useHttpClient();
  const { data } = useQuery({
    queryKey: ["public-config", "phone-signup"],
    queryFn: ({ signal }) => http.get<{ phone_signup?: unknown }>("/config", { signal, silent: true }),
    staleTime: FIVE_MINUTES_MS,
    retry: false,
  });
  return data?.phone_signup !== false;
}
