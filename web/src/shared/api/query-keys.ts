/**
 * Query keys of the reads several features share (shared/api). Everything about the member's own
 * membership sits under one root, so a change (a document, a payment, the record) can mark all of
 * it stale at once; the memberships feature keeps its own reads under the same root.
 */
export const SHARED_KEYS = {
  regions: ["regions"] as const,
  myMembership: ["my-membership"] as const,
  myRecord: ["my-membership", "record"] as const,
  mySummary: ["my-membership", "summary"] as const,
  myPaymentRecord: ["my-membership", "payment-record"] as const,
  myProfile: ["my-membership", "profile"] as const,
};
