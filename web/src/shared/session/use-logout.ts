import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useCacheStore, useHttpClient } from "../services/services-context";
import { LOGIN_PATH } from "./login-path";
import { logout } from "./logout";

/** Sign out (spec sections 4 and 8) and leave the protected pages. */
export function useLogout(): { signOut: () => Promise<void>; isSigningOut: boolean } {
  const { t } = useTranslation();
  const http = useHttpClient();
  const cache = useCacheStore();
  const navigate = useNavigate();
  const [isSigningOut, setSigningOut] = useState(false);

  async function signOut() {
    setSigningOut(true);
    const isSignedOut = await logout({ http, cache, fallbackMessage: t("app.dashboard.signed_out") });
    // A public page, ready to sign in again. The page being left is not rendered again meanwhile
    // (the button stays busy until it goes): the sign-out emptied the query cache, so a render
    // would fetch its reads again, without a token (the sessions list's 401).
    if (isSignedOut) navigate(LOGIN_PATH, { replace: true });
    else setSigningOut(false);
  }

  return { signOut, isSigningOut };
}
