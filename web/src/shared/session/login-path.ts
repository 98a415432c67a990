/** The login page: where guests are sent from protected pages, and where a sign-out lands. */
export const LOGIN_PATH = "/auth/login";
