/**
 * Query keys of the membership feature. Every mutation invalidates `all`: a document, a payment
 * or a record change can move the score, the belt, the counts and the card at once.
 */
export const MEMBERSHIP_KEYS = {
  all: ["memberships"] as const,
  record: ["memberships", "record"] as const,
  summary: ["memberships", "summary"] as const,
  profile: ["memberships", "profile"] as const,
  documents: ["memberships", "documents"] as const,
  complianceHistory: ["memberships", "compliance-history"] as const,
  paymentRecord: ["memberships", "payment-record"] as const,
};

/** The officials' side: review queues and their counts. */
export const REVIEW_KEYS = {
  all: ["membership-review"] as const,
  queue: (kind: ReviewKind, filters: Record<string, string | number | undefined>) =>
    ["membership-review", kind, "queue", filters] as const,
  pendingCount: (kind: ReviewKind) => ["membership-review", kind, "pending-count"] as const,
  file: (kind: ReviewKind, id: string, thumbnail: boolean) =>
    ["membership-review", kind, "file", id, thumbnail] as const,
};

export type ReviewKind = "documents" | "certificates";
