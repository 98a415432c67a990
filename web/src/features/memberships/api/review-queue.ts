import {
  type DocumentStatus,
  documentReviewEndpoints,
  type EndpointAnswer,
  type ReviewAge,
  type ReviewDecision,
  type ReviewQueueItem,
  type ReviewSort,
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
  /** Part of the member's name; empty for everyone. */
  q: string;
  /** Days waiting (0-2, 3-7, 8-30, 31+); empty for any. */
  age: string;
  /** oldest (the server's default), newest, name, -name, type, -type (documents only). */
  sort: ReviewSort;
  page: number;
}

/** The query of one page of a queue, as the address's filters say. */
function queueQuery(kind: ReviewKind, filters: ReviewFilters, page = filters.page) {
  const sort = kind === "certificates" && filters.sort.endsWith("type") ? "oldest" : filters.sort;
  return {
    status: (filters.status || undefined) as DocumentStatus | undefined,
    type:
      kind === "documents"
        ? ((filters.type || undefined) as (typeof UPLOADABLE_DOCUMENT_TYPES)[number] | undefined)
        : undefined,
    region: filters.region || undefined,
    q: filters.q || undefined,
    age: (filters.age || undefined) as ReviewAge | undefined,
    sort: sort === "oldest" ? undefined : (sort as Exclude<ReviewSort, "type" | "-type">),
    page,
    page_size: REVIEW_PAGE_SIZE,
  };
}

/** GET /admin/documents or /admin/certificates, filtered and sorted (oldest first unless asked), paginated. */
export function reviewQueueQueryOptions(http: HttpClient, kind: ReviewKind, filters: ReviewFilters, page?: number) {
  const query = queueQuery(kind, filters, page);
  return queryOptions({
    queryKey: REVIEW_KEYS.queue(kind, query),
    queryFn: ({ signal }): Promise<ReviewPage> => callEndpoint(http, QUEUES[kind].list, { query }, { signal }),
    // The next page replaces the list without a blank screen in between.
    placeholderData: keepPreviousData,
  });
}

/** At most this many pages are read looking for the next waiting item (20 items each). */
const NEXT_SEARCH_PAGES = 5;

/** Where an opened item is in the list: its page and the ids before it there. */
export interface ReviewPosition {
  id: string;
  page: number;
  before: string[];
}

/** The next waiting item after a decision, and the page of the list it is on. */
export interface NextReviewItem {
  item: ReviewQueueItem;
  page: number;
  /** The ids before it on its page (skipped if it is decided in turn). */
  before: string[];
}

/**
 * After a decision on `decided`, the next item waiting for review in the same filtered and sorted
 * list (decision 100): read afresh from the decided item's page on (a decided item may have left
 * the list, so the pages shift), skipping what came before it on its page; when nothing waits after
 * it, the first waiting item from the top. Null: nothing waits with these filters.
 */
export async function findNextWaiting(
  fetchPage: (page: number) => Promise<ReviewPage>,
  decided: ReviewPosition,
): Promise<NextReviewItem | null> {
  const skip = new Set([decided.id, ...decided.before]);
  const waiting = (item: ReviewQueueItem) => item.status === "PENDING_REVIEW" && item.id !== decided.id;
  const read = new Map<number, ReviewPage>();
  const pageOf = async (page: number) => {
    const known = read.get(page);
    if (known) return known;
    const answer = await fetchPage(page);
    read.set(page, answer);
    return answer;
  };
  for (let page = decided.page; page < decided.page + NEXT_SEARCH_PAGES; page += 1) {
    const answer = await pageOf(page);
    const index = answer.items.findIndex((item) => waiting(item) && !skip.has(item.id));
    const found = answer.items[index];
    if (found) return { item: found, page, before: answer.items.slice(0, index).map((item) => item.id) };
    if (page * answer.page_size >= answer.total) break;
  }
  // Nothing after it: what still waits from the top (items the official passed over).
  const { items } = await pageOf(1);
  const index = items.findIndex(waiting);
  const top = items[index];
  return top ? { item: top, page: 1, before: items.slice(0, index).map((item) => item.id) } : null;
}

/** findNextWaiting over the server's pages, through the query cache (the table shows them next). */
export function useFindNextWaiting(kind: ReviewKind, filters: ReviewFilters) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return (decided: ReviewPosition) =>
    findNextWaiting(
      (page) => queryClient.fetchQuery({ ...reviewQueueQueryOptions(http, kind, filters, page), staleTime: 0 }),
      decided,
    );
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
