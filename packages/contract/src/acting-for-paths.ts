/*
 * Acting for a child (issue 16, decisions 104 and 111), in a module of its own without Zod: the
 * web's http client reads it on every page, the login page's first load included.
 */

/**
 * The signed-in person's own business, never done for a child (paths without the API prefix):
 * signing in and out, passwords, contacts, sessions and devices, two-step sign-in, activation, the
 * family itself, guardian requests and details, federation positions (adults only) and every
 * official's endpoint. The server refuses X-Acting-For there (403 ACTING_FOR_NOT_ALLOWED); the
 * web sends these requests without it.
 */
export const ACTING_FOR_OWN_ONLY: readonly RegExp[] = [
  /^\/auth\//,
  /^\/account-manager\//,
  /^\/admin\//,
  /^\/my-account\/user\/(change-password|request-reset-password|confirm-reset-password)/,
  /^\/my-account\/contact\//,
  /^\/my-account\/sessions/,
  /^\/my-account\/devices/,
  /^\/my-account\/tfa\//,
  /^\/my-account\/activate\//,
  /^\/my-account\/children/,
  /^\/my-account\/family/,
  /^\/my-account\/guardian-(requests|details)/,
  /^\/gkf\/my-positions\//,
];
