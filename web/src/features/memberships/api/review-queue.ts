import { paginated, type ReviewQueueItem, ReviewQueueItemSchema } from "@gkf/contract";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { HttpClient } from "../../../shared/http/http-client";
import { isHttpError } from "../../../shared/http/http-error";
import { useHttpClient } from "../../../shared/services/services-context";
import { REVIEW_KEYS, type ReviewKind } from "./membership-query-keys";

export const REVIEW_PAGE_SIZE = 20;

const ReviewPageSchema = paginated(ReviewQueueItemSchema);

export interface ReviewFilters {
  /** Empty for every status. */
  status: string;
  /** Documents only; empty for every type. */
  type: string;
  /** Empty for every region (a regional admin's are limited by the server anyway). */
  region: string;
  page: number;
}

export interface ReviewPage {
  items: ReviewQueueItem[];
  total: number;
  page: number;
  page_size: number;
}

/** GET /admin/documents or /admin/certificates, oldest first (paginated). */
export function reviewQueueQueryOptions(http: HttpClient, kind: ReviewKind, filters: ReviewFilters) {
  const query = {
    status: filters.status || undefined,
    type: kind === "documents" ? filters.type || undefined : undefined,
    region: filters.region || undefined,
    page: filters.page,
    page_size: REVIEW_PAGE_SIZE,
  };
  return queryOptions({
    queryKey: REVIEW_KEYS.queue(kind, query),
    queryFn: ({ signal }): Promise<ReviewPage> =>
      http.get(`/admin/${kind}`, { query, parse: ReviewPageSchema.parse, withAuth: true, signal }),
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
      const page = await http.get(`/admin/${kind}`, {
        query: { status: "PENDING_REVIEW", page_size: 1 },
        parse: ReviewPageSchema.parse,
        withAuth: true,
        signal,
      });
      return page.total;
    },
  });
}

export function usePendingCount(kind: ReviewKind) {
  return useQuery(pendingCountQueryOptions(useHttpClient(), kind));
}

export interface ReviewDecision {
  id: string;
  decision: "APPROVED" | "REJECTED";
  reason?: string;
}

/**
 * PATCH /admin/documents/:id or /admin/certificates/:id. A 409 means another official decided
 * first: the queue is fetched again either way, so the item leaves it.
 */
export function useDecideReview(kind: ReviewKind) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, decision, reason }: ReviewDecision) => {
      const { data } = await http.request(`/admin/${kind}/${encodeURIComponent(id)}`, {
        method: "PATCH",
        body: reason ? { decision, reason } : { decision },
        parse: ReviewQueueItemSchema.parse,
        withAuth: true,
      });
      return data;
    },
    onSettled: (_data, error) => {
      if (!error || (isHttpError(error) && error.status === 409)) {
        return queryClient.invalidateQueries({ queryKey: REVIEW_KEYS.all });
      }
    },
  });
}
