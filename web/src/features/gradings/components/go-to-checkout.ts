/**
 * Leaves the app for the provider's checkout page (ours in the sandbox), like the payments
 * feature does; the provider sends the member back to the payment result page, which verifies
 * the payment and credits the application's fee. Only http(s) addresses are followed. Its own module so that
 * tests can replace the navigation, which jsdom does not do.
 */
export function goToCheckout(authorizationUrl: string): void {
  const url = new URL(authorizationUrl, window.location.origin);
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`Refusing to open a checkout page at ${url.protocol}`);
  }
  window.location.assign(url.href);
}
