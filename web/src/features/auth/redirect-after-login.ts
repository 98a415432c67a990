import { AUTH_PATHS } from "./auth-paths";

/** Spec section 2: without a redirect query, a signed-in person goes to the membership index. */
export const DEFAULT_AFTER_LOGIN = "/dashboard/my-membership/index";

const REDIRECT_QUERY = "redirect";
const REMEMBERED_KEY = "gkf.redirect_after_login";
const PROBE_ORIGIN = "https://gkf.invalid";

/**
 * A redirect target we are willing to follow: a path of this app only. `//evil.com`,
 * `https://evil.com`, `/\evil.com` (browsers read `\` as `/`) and anything that resolves to another
 * origin are refused, and so are the auth pages themselves (no loops back to login).
 */
export function getSafeRedirect(value: string | null | undefined): string | null {
  if (!value?.startsWith("/") || value.startsWith("//") || value.includes("\\")) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN || url.pathname === "/auth" || url.pathname.startsWith("/auth/")) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where to go once signed in: the `redirect` query of the auth page when it is safe, else the default. */
export function getRedirectAfterLogin(search: string): string {
  return getSafeRedirect(new URLSearchParams(search).get(REDIRECT_QUERY)) ?? DEFAULT_AFTER_LOGIN;
}

/** The login page, keeping the way back. */
export function loginPathWithRedirect(redirect: string | null): string {
  const safe = getSafeRedirect(redirect);
  return safe ? `${AUTH_PATHS.login}?${new URLSearchParams({ [REDIRECT_QUERY]: safe })}` : AUTH_PATHS.login;
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Registration and activation take a detour through other auth pages (and the activation link is
 * opened by URL), so the redirect the login page was given is remembered for this tab, and the
 * "sign in" links of those pages carry it back.
 */
export function rememberRedirect(search: string): void {
  const safe = getSafeRedirect(new URLSearchParams(search).get(REDIRECT_QUERY));
  if (!safe) return;
  try {
    sessionStore()?.setItem(REMEMBERED_KEY, safe);
  } catch {
    // Storage full or refused: the detour then ends on the default page, nothing worse.
  }
}

export function recallRedirect(): string | null {
  return getSafeRedirect(sessionStore()?.getItem(REMEMBERED_KEY));
}

export function forgetRedirect(): void {
  sessionStore()?.removeItem(REMEMBERED_KEY);
}
