import { useEffect, useState } from "react";
import type { HttpClient } from "../../../shared/http/http-client";
import { useHttpClient } from "../../../shared/services/services-context";

let known: Promise<boolean> | undefined;

/** Asked once per visit: the setting changes with a deploy, not while someone signs in. */
function phoneSignupOf(http: HttpClient): Promise<boolean> {
  known ??= http
    .get<{ phone_signup?: unknown }>("/config", { silent: true })
    .then((config) => config.phone_signup !== false)
    .catch(() => {
      known = undefined;
      return true;
    });
  return known;
}

/** For tests: forget what the server said. */
export function forgetPhoneSignup(): void {
  known = undefined;
}

/**
 * Whether members may register and sign in with a phone number (PHONE_SIGNUP, from
 * GET /api/config). Without React Query or Zod, since it is part of the sign-in pages' first
 * load. Until the answer comes, or when it fails, the phone option stays: the server refuses
 * what is switched off.
 */
export function usePhoneSignup(): boolean {
  const http = useHttpClient();
  const [phoneSignup, setPhoneSignup] = useState(true);
  useEffect(() => {
    let current = true;
    void phoneSignupOf(http).then((value) => {
      if (current) setPhoneSignup(value);
    });
    return () => {
      current = false;
    };
  }, [http]);
  return phoneSignup;
}
