/** web/src/features/memberships: profile, membership record, documents, analytics, card, public verification, officials' review queue. */
export const memberships = {} as const;
