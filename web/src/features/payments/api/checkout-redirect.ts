/**
 * Leaves the app for the provider's checkout page (ours in the sandbox, Paystack's in production).
 * Only http(s) addresses are followed, so a bad answer can never run a `javascript:` URL.
 * Its own module so that tests can replace the navigation, which jsdom does not do.
 */
export function goToCheckout(authorizationUrl: string): void {
  const url = new URL(authorizationUrl, window.location.origin);
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`Refusing to open a checkout page at ${url.protocol}`);
  }
  window.location.assign(url.href);
}
