/**
 * The membership pages' toasts of spec section 8, word for word: the `toasts` group of the
 * memberships catalogue (en-memberships.ts), so they load with those pages, not with the login page.
 */
export const membershipToasts = {
  update_membership_record: {
    title: "Membership Update",
    message: "Failed to update your membership record",
  },
  add_certificate: {
    title: "Membership Update",
    message: "Failed to add certificate to your record",
  },
  update_certificate: {
    title: "Membership Update",
    message: "Failed to update certificate to your record",
  },
  update_document: {
    title: "Membership Update",
    message: "Failed to update your document",
  },
  add_document: {
    title: "Membership Update",
    message: "Failed to add document to your record",
  },
} as const;
