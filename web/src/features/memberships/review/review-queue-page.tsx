import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/Pagination.css";
import "@mantine/core/styles/SimpleGrid.css";
import {
  CACHE_KEYS,
  CERTIFICATE_REVIEW_SORTS,
  DOCUMENT_REVIEW_SORTS,
  DOCUMENT_STATUSES,
  REVIEW_AGES,
  type ReviewQueueItem,
  type ReviewSort,
  UPLOADABLE_DOCUMENT_TYPES,
} from "@gkf/contract";
import { Button, Group, Pagination, Paper, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useRegions } from "../../../shared/api/regions";
import { getRegionOptions } from "../../../shared/forms/region-options";
import { SelectField } from "../../../shared/forms/select-field";
import { usePageTitle } from "../../../shared/page-meta/use-page-title";
import { useCacheStore } from "../../../shared/services/services-context";
import { LoadFailed } from "../../../shared/ui/load-failed";
import { PageHeader } from "../../../shared/ui/page-header";
import { LoadingNote } from "../../../shared/ui/titled-section";
import type { ReviewKind } from "../api/membership-query-keys";
import {
  type NextReviewItem,
  type ReviewFilters,
  type ReviewPosition,
  useFindNextWaiting,
  useReviewQueue,
} from "../api/review-queue";
import { type AfterDecision, ReviewDetailDrawer } from "./review-detail-drawer";
import { ReviewQueueTable } from "./review-queue-table";
import { isRegionScoped } from "./staff-scope";

/** The queue opens on what waits for review; "ANY" in the address means every status. */
const DEFAULT_STATUS = "PENDING_REVIEW";
const ANY = "ANY";
const DEFAULT_SORT: ReviewSort = "oldest";

type FilterName = "status" | "type" | "region" | "age" | "q" | "sort";

/** Filters and order live in the address: a reload, the back button or a shared link keep them. */
export function readReviewFilters(params: URLSearchParams, kind: ReviewKind = "documents"): ReviewFilters {
  const status = params.get("status") ?? DEFAULT_STATUS;
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  const age = params.get("age") ?? "";
  const sort = params.get("sort") ?? DEFAULT_SORT;
  const sorts: readonly string[] = kind === "documents" ? DOCUMENT_REVIEW_SORTS : CERTIFICATE_REVIEW_SORTS;
  return {
    status: status === ANY || !(DOCUMENT_STATUSES as readonly string[]).includes(status) ? "" : status,
    type: params.get("type") ?? "",
    region: params.get("region") ?? "",
    q: params.get("q")?.trim().slice(0, 100) ?? "",
    age: (REVIEW_AGES as readonly string[]).includes(age) ? age : "",
    sort: sorts.includes(sort) ? (sort as ReviewSort) : DEFAULT_SORT,
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** `/dashboard/my-control-panel/documents`. */
export function DocumentReviewPage() {
  return <ReviewQueuePage kind="documents" />;
}

/** `/dashboard/my-control-panel/certificates`. */
export function CertificateReviewPage() {
  return <ReviewQueuePage kind="certificates" />;
}

/**
 * An official's review queue as a table (decision 100): find a member by name, filter by status,
 * type, region and days waiting, sort by upload day, name or type, open an item, approve it or
 * reject it with a reason, then go on to the next waiting item of the same list. A regional
 * admin's queue holds their region only (the server decides; the page just works).
 */
function ReviewQueuePage({ kind }: { kind: ReviewKind }) {
  const { t } = useTranslation();
  const title =
    kind === "documents" ? t("memberships.review.documents_title") : t("memberships.review.certificates_title");
  usePageTitle(title);
  const cache = useCacheStore();
  const [params, setParams] = useSearchParams();
  const filters = readReviewFilters(params, kind);
  const queue = useReviewQueue(kind, filters);
  const findNext = useFindNextWaiting(kind, filters);
  const regions = useRegions();
  const [opened, setOpened] = useState<{ item: ReviewQueueItem; position: ReviewPosition } | null>(null);
  const [after, setAfter] = useState<AfterDecision | null>(null);
  const [q, setQ] = useState(filters.q);
  useEffect(() => setQ(filters.q), [filters.q]);
  const showRegionFilter = !isRegionScoped(cache.get(CACHE_KEYS.AUTH_DATA));
  const regionName = (code: string) => regions.data?.items.find((region) => region.code === code)?.name ?? code;

  function setFilter(name: FilterName, value: string) {
    const next = new URLSearchParams(params);
    next.delete("page");
    if (name === "status") {
      if (value === DEFAULT_STATUS) next.delete("status");
      else next.set("status", value || ANY);
    } else if (value && !(name === "sort" && value === DEFAULT_SORT)) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  }

  function setPage(page: number) {
    const next = new URLSearchParams(params);
    if (page === 1) next.delete("page");
    else next.set("page", String(page));
    setParams(next);
  }

  function search(event: FormEvent) {
    event.preventDefault();
    setFilter("q", q.trim());
  }

  function open(item: ReviewQueueItem, page: number, before: string[]) {
    setAfter(null);
    setOpened({ item, position: { id: item.id, page, before } });
  }

  function openFromTable(item: ReviewQueueItem) {
    const items = queue.data?.items ?? [];
    const index = items.findIndex((candidate) => candidate.id === item.id);
    open(
      item,
      filters.page,
      items.slice(0, Math.max(0, index)).map((candidate) => candidate.id),
    );
  }

  /** After a decision: look for the next waiting item of the same list while the drawer says it is done. */
  function decided() {
    if (!opened) return;
    setAfter({ state: "finding" });
    findNext(opened.position).then(
      (next) => setAfter(next ? { state: "next", next } : { state: "empty" }),
      () => setAfter({ state: "failed" }),
    );
  }

  function openNext(next: NextReviewItem) {
    if (next.page !== filters.page) setPage(next.page);
    open(next.item, next.page, next.before);
  }

  function close() {
    setOpened(null);
    setAfter(null);
  }

  const pageCount = queue.data ? Math.max(1, Math.ceil(queue.data.total / queue.data.page_size)) : 1;

  return (
    <Stack gap="md" maw={1080}>
      <PageHeader title={title} back="my-control-panel" />

      <Paper withBorder radius="md" p="sm" component="section" aria-label={t("memberships.review.filters")}>
        <form onSubmit={search}>
          <Group align="flex-end" gap="sm" wrap="nowrap">
            <TextInput
              size="md"
              label={t("memberships.review.search")}
              placeholder={t("memberships.review.search_placeholder")}
              value={q}
              onChange={(event) => setQ(event.currentTarget.value)}
              maxLength={100}
              style={{ flex: 1 }}
              styles={{ input: { height: 44, minHeight: 44 } }}
            />
            <Button type="submit" size="md" h={44}>
              {t("memberships.review.search_submit")}
            </Button>
          </Group>
        </form>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xs" verticalSpacing="xs" mt="sm">
          <SelectField
            label={t("memberships.review.status")}
            value={filters.status}
            onChange={(value) => setFilter("status", value)}
            options={[
              ...DOCUMENT_STATUSES.map((status) => ({
                value: status,
                label: t(`memberships.document_statuses.${status}`),
              })),
              { value: "", label: t("memberships.review.any_status") },
            ]}
          />
          {kind === "documents" && (
            <SelectField
              label={t("memberships.review.type")}
              value={filters.type}
              onChange={(value) => setFilter("type", value)}
              placeholder={t("memberships.review.any_type")}
              options={UPLOADABLE_DOCUMENT_TYPES.map((type) => ({
                value: type,
                label: t(`memberships.document_types.${type}`),
              }))}
            />
          )}
          {showRegionFilter && (
            <SelectField
              label={t("memberships.review.region")}
              value={filters.region}
              onChange={(value) => setFilter("region", value)}
              placeholder={t("memberships.review.any_region")}
              options={getRegionOptions(regions.data?.items)}
            />
          )}
          <SelectField
            label={t("memberships.review.age")}
            value={filters.age}
            onChange={(value) => setFilter("age", value)}
            placeholder={t("memberships.review.any_age")}
            options={REVIEW_AGES.map((age) => ({ value: age, label: t(`memberships.review.ages.${age}`) }))}
          />
        </SimpleGrid>
      </Paper>

      {queue.isPending && <LoadingNote />}
      {queue.isError && <LoadFailed message={t("memberships.review.load_failed")} onRetry={() => queue.refetch()} />}
      {queue.data && (
        <>
          <Text size="sm" c="dimmed" role="status">
            {t("memberships.review.results", { count: queue.data.total })}
          </Text>
          {queue.data.items.length === 0 ? (
            <Paper withBorder p="md" radius="md">
              <Text size="sm">{t("memberships.review.empty")}</Text>
            </Paper>
          ) : (
            <ReviewQueueTable
              kind={kind}
              items={queue.data.items}
              sort={filters.sort}
              onSort={(sort) => setFilter("sort", sort)}
              onOpen={openFromTable}
              regionName={regionName}
            />
          )}
          {pageCount > 1 && (
            <Pagination total={pageCount} value={filters.page} onChange={setPage} size="xl" withEdges={false} />
          )}
        </>
      )}

      <ReviewDetailDrawer
        kind={kind}
        item={opened?.item ?? null}
        after={after}
        regionName={opened ? regionName(opened.item.member.region) : ""}
        onDecided={decided}
        onNext={openNext}
        onClose={close}
      />
    </Stack>
  );
}
