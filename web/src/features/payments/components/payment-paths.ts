/**
 * Pages of other features this one links to. Features do not import each other (or the router),
 * so the paths are spelled here; spec section 2 fixes them.
 */
export const PROFILE_PATH = "/dashboard/my-profile/index";
export const MEMBERSHIP_PATH = "/dashboard/my-membership/index";

/** The payment dialog before paying: the amount, mobile money on the phone, or the card. */
export const payPath = (purpose: "REGISTRATION" | "RENEWAL") =>
  `/dashboard/modals/payment-response?${new URLSearchParams({ pay: purpose })}`;
