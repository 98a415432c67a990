/**
 * The cookie in which the web app keeps the language it runs in on this device, for the server:
 * the first pages whose HTML paints a title are built in each language and answered in this one
 * (decision 125). A module of its own, out of the login page's first load (only the dashboard's
 * code writes it).
 */
export const LANGUAGE_COOKIE = "gkf_language";
