import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/Pagination.css";
import "@mantine/core/styles/SimpleGrid.css";
import { CACHE_KEYS, DOCUMENT_STATUSES, type ReviewQueueItem, UPLOADABLE_DOCUMENT_TYPES } from "@gkf/contract";
import { Button, Group, Pagination, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useRegions } from "../../../shared/api/regions";
import { formatDay } from "../../../shared/dates/days";
import { SelectField } from "../../../shared/forms/select-field";
import { usePageTitle } from "../../../shared/page-meta/use-page-title";
import { useCacheStore } from "../../../shared/services/services-context";
import { BeltLabel } from "../../../shared/ui/belt-label";
import { formatBelt } from "../../../shared/ui/labels";
import { PageHeader } from "../../../shared/ui/page-header";
import type { ReviewKind } from "../api/membership-query-keys";
import { type ReviewFilters, useReviewQueue } from "../api/review-queue";
import { DocumentStatusBadge } from "../components/status-badges";
import { ReviewDetailDrawer } from "./review-detail-drawer";
import { isRegionScoped } from "./staff-scope";

/** The queue opens on what waits for review; "ANY" in the address means every status. */
const DEFAULT_STATUS = "PENDING_REVIEW";
const ANY = "ANY";

/** Filters live in the address: a reload, the back button or a shared link keep them. */
export function readReviewFilters(params: URLSearchParams): ReviewFilters {
  const status = params.get("status") ?? DEFAULT_STATUS;
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    status: status === ANY || !(DOCUMENT_STATUSES as readonly string[]).includes(status) ? "" : status,
    type: params.get("type") ?? "",
    region: params.get("region") ?? "",
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
 * An official's review queue, oldest first: filter by status, type and region, open an item,
 * approve it or reject it with a reason. A regional admin's queue holds their region only (the
 * server decides; the page just works).
 */
function ReviewQueuePage({ kind }: { kind: ReviewKind }) {
  const { t } = useTranslation();
  const title =
    kind === "documents" ? t("memberships.review.documents_title") : t("memberships.review.certificates_title");
  usePageTitle(title);
  const cache = useCacheStore();
  const [params, setParams] = useSearchParams();
  const filters = readReviewFilters(params);
  const queue = useReviewQueue(kind, filters);
  const regions = useRegions();
  const [openItem, setOpenItem] = useState<ReviewQueueItem | null>(null);
  const showRegionFilter = !isRegionScoped(cache.get(CACHE_KEYS.AUTH_DATA));
  const dateFormat = t("common.formats.date");
  const regionName = (code: string) => regions.data?.items.find((region) => region.code === code)?.name ?? code;

  function setFilter(name: "status" | "type" | "region", value: string) {
    const next = new URLSearchParams(params);
    next.delete("page");
    if (name === "status") {
      if (value === DEFAULT_STATUS) next.delete("status");
      else next.set("status", value || ANY);
    } else if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  }

  function setPage(page: number) {
    const next = new URLSearchParams(params);
    next.set("page", String(page));
    setParams(next);
  }

  const pageCount = queue.data ? Math.max(1, Math.ceil(queue.data.total / queue.data.page_size)) : 1;

  return (
    <Stack gap="md" maw={960}>
      <PageHeader title={title} back="my-control-panel" />

      <Paper withBorder radius="md" p="sm" component="section" aria-label={t("memberships.review.filters")}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" verticalSpacing="xs">
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
              options={(regions.data?.items ?? []).map((region) => ({ value: region.code, label: region.name }))}
            />
          )}
        </SimpleGrid>
      </Paper>

      {queue.isPending && <Text c="dimmed">{t("common.loading")}</Text>}
      {queue.isError && (
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Text>{t("memberships.review.load_failed")}</Text>
            <Button variant="light" onClick={() => queue.refetch()}>
              {t("common.actions.retry")}
            </Button>
          </Stack>
        </Paper>
      )}
      {queue.data && (
        <>
          <Text size="sm" c="dimmed" role="status">
            {t("memberships.review.results", { count: queue.data.total })}
          </Text>
          {queue.data.items.length === 0 && (
            <Paper withBorder p="md" radius="md">
              <Text size="sm">{t("memberships.review.empty")}</Text>
            </Paper>
          )}
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
            {queue.data.items.map((item) => (
              <Paper
                key={item.id}
                withBorder
                radius="md"
                p="md"
                component="article"
                aria-label={t("memberships.review.item_label", {
                  name: `${item.member.first_name} ${item.member.last_name}`,
                  document: item.belt
                    ? `${t(`memberships.document_types.${item.document_type}`)} (${formatBelt(item.belt)})`
                    : t(`memberships.document_types.${item.document_type}`),
                })}
              >
                <Stack gap={6}>
                  <div style={{ minWidth: 0 }}>
                    <Text fw={700} style={{ overflowWrap: "anywhere" }}>
                      {`${item.member.first_name} ${item.member.last_name}`}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {`${item.member.code ?? t("memberships.review.no_code")} · ${regionName(item.member.region)}`}
                    </Text>
                  </div>
                  <Group gap="xs" wrap="wrap">
                    <Text size="sm" fw={600}>
                      {t(`memberships.document_types.${item.document_type}`)}
                    </Text>
                    {item.belt && <BeltLabel belt={item.belt} none={t("memberships.no_belt")} />}
                    <DocumentStatusBadge status={item.status} size="sm" />
                  </Group>
                  <Text size="xs" c="dimmed">
                    {t("memberships.review.uploaded", { date: formatDay(item.updated_at, dateFormat) })}
                  </Text>
                  <Button variant="light" onClick={() => setOpenItem(item)}>
                    {t("memberships.review.open")}
                  </Button>
                </Stack>
              </Paper>
            ))}
          </SimpleGrid>
          {pageCount > 1 && (
            <Pagination total={pageCount} value={filters.page} onChange={setPage} size="md" withEdges={false} />
          )}
        </>
      )}

      <ReviewDetailDrawer
        kind={kind}
        item={openItem}
        regionName={openItem ? regionName(openItem.member.region) : ""}
        onClose={() => setOpenItem(null)}
      />
    </Stack>
  );
}
