/** The auth pages (spec section 2: `/auth/:action/:token?` and the registration confirmation). */
export const AUTH_PATHS = {
  login: "/auth/login",
  register: "/auth/register",
  accountTypes: "/auth/account-types",
  registrationSuccessful: "/auth/registration-successful",
  verify: "/auth/verify",
  activate: "/auth/activate",
  resetPassword: "/auth/reset-password",
  confirmResetPassword: "/auth/confirm-reset-password",
} as const;
