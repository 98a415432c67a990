import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { onSessionEnded } from "../../shared/session/session-events";
import { getLoginRedirect } from "./route-guards";

/** Paths that need a login; a session ending on one of them sends the person to sign in again. */
const PROTECTED_PREFIX = "/dashboard";

/**
 * When the server ends the session (a 401 on an authenticated call), a person on a protected page
 * goes to login, and comes back to the same page after signing in. Public pages stay as they are.
 */
export function SessionEndedRedirect() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  useEffect(
    () =>
      onSessionEnded(() => {
        if (!pathname.startsWith(PROTECTED_PREFIX)) return;
        const target = getLoginRedirect(null, Date.now(), `${pathname}${search}`);
        if (target) navigate(target, { replace: true });
      }),
    [navigate, pathname, search],
  );
  return null;
}
