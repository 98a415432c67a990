import { SHARED_KEYS } from "../../../shared/api/query-keys";

/**
 * Query keys of the membership feature, under the root of the member's own membership (shared/api:
 * record, summary, payment record). Every mutation invalidates `all`: a document, a payment or a
 * record change can move the score, the belt, the counts and the card at once.
 */
export const MEMBERSHIP_KEYS = {
  all: SHARED_KEYS.myMembership,
  profile: SHARED_KEYS.myProfile,
  documents: [...SHARED_KEYS.myMembership, "documents"] as const,
  complianceHistory: [...SHARED_KEYS.myMembership, "compliance-history"] as const,
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
