/**
 * A deliberate sign-out on this device, from the moment the session is forgotten until the person
 * has left the protected pages. The sign-out sends them to the login page itself; meanwhile the
 * dashboard's guards, which now see no session, must send them to the same place and not offer
 * the page they left to come back to (`?redirect=`): the login page is a lazy chunk, so the
 * sign-out's navigation can still be waiting for it when a guard renders again.
 */
let signingOut = false;

export function markSigningOut(): void {
  signingOut = true;
}

/** Called when the dashboard unmounts: the person has left the protected pages. */
export function clearSigningOut(): void {
  signingOut = false;
}

export function isSigningOut(): boolean {
  return signingOut;
}
