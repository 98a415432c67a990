import {
  type DocumentStatus,
  documentReviewEndpoints,
  type EndpointAnswer,
  type ReviewDecision,
  type UPLOADABLE_DOCUMENT_TYPES,
} from "@gkf/contract";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../shared/http/call-endpoint";
import type { HttpClient } from "../../../shared/http/http-client";
import { isHttpError } from "../../../shared/http/http-error";
import { useHttpClient } from "../../../shared/services/services-context";
import { REVIEW_KEYS, type ReviewKind } from "./membership-query-keys";

export const REVIEW_PAGE_SIZE = 20;

/** A page of either queue (the contract's pageOf(ReviewQueueItemSchema)). */
export type ReviewPage = EndpointAnswer<typeof documentReviewEndpoints.documentQueue>;

/** Each queue's calls: the list and the decision. */
const QUEUES = {
  documents: { list: documentReviewEndpoints.documentQueue, decide: documentReviewEndpoints.decideDocument },
  certificates: { list: documentReviewEndpoints.certificateQueue, decide: documentReviewEndpoints.decideCertificate },
} as const;

export interface ReviewFilters {
  /** Empty for every status. */
  status: string;
  /** Documents only; empty for every type. */
  type: string;
  /** Empty for every region (a regional admin's are limited by the server anyway). */
  region: string;
  page: number;
}

/** GET /admin/documents or /admin/certificates, oldest first (paginated). */
export function reviewQueueQueryOptions(http: HttpClient, kind: ReviewKind, filters: ReviewFilters) {
  const query = {
    status: (filters.status || undefined) as DocumentStatus | undefined,
    type:
      kind === "documents"
        ? ((filters.type || undefined) as (typeof UPLOADABLE_DOCUMENT_TYPES)[number] | undefined)
        : undefined,
    region: filters.region || undefined,
    page: filters.page,
    page_size: REVIEW_PAGE_SIZE,
  };
  return queryOptions({
    queryKey: REVIEW_KEYS.queue(kind, query),
    queryFn: ({ signal }): Promise<ReviewPage> => callEndpoint(http, QUEUES[kind].list, { query }, { signal }),
    // The next page replaces the list without a blank screen in between.
    placeholderData: keepPreviousData,
  });
}

export function useReviewQueue(kind: ReviewKind, filters: ReviewFilters) {
  return useQuery(reviewQueueQueryOptions(useHttpClient(), kind, filters));
}

/** How many wait for review: the total of a one-item page. */
export function pendingCountQueryOptions(http: HttpClient, kind: ReviewKind) {
  return queryOptions({
    queryKey: REVIEW_KEYS.pendingCount(kind),
    queryFn: async ({ signal }) => {
      const query = { status: "PENDING_REVIEW", page_size: 1 } as const;
      const page = await callEndpoint(http, QUEUES[kind].list, { query }, { signal });
      return page.total;
    },
  });
}

export function usePendingCount(kind: ReviewKind) {
  return useQuery(pendingCountQueryOptions(useHttpClient(), kind));
}

/** A decision on one item of the queue. */
export type ReviewItemDecision = ReviewDecision & { id: string };

/**
 * PATCH /admin/documents/:id or /admin/certificates/:id. A 409 means another official decided
 * first: the queue is fetched again either way, so the item leaves it.
 */
export function useDecideReview(kind: ReviewKind) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, reason }: ReviewItemDecision) =>
      callEndpoint(http, QUEUES[kind].decide, {
        params: { id },
        body: reason ? { decision, reason } : { decision },
      }),
    onSettled: (_data, error) => {
      if (!error || (isHttpError(error) && error.status === 409)) {
        return queryClient.invalidateQueries({ queryKey: REVIEW_KEYS.all });
      }
    },
  });
}
