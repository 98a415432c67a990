import "@mantine/core/styles/Pagination.css";
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/Badge.css";
import { CACHE_KEYS, type MemberSort } from "@gkf/contract";
import { Button, Group, Pagination, Paper, Stack, Text } from "@mantine/core";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useRegions } from "../../../shared/api/regions";
import { usePageTitle } from "../../../shared/page-meta/use-page-title";
import { useCacheStore } from "../../../shared/services/services-context";
import { hasNationalStaffRole } from "../../../shared/session/auth-data";
import { useDownloadFile } from "../../../shared/ui/file-downloads";
import { Loaded } from "../../../shared/ui/loaded";
import { LoadingBlock } from "../../../shared/ui/loading-block";
import { PageHeader } from "../../../shared/ui/page-header";
import { EmptyNote } from "../../../shared/ui/titled-section";
import {
  type MemberFilters,
  readMemberFilters,
  toMemberExportQuery,
  toMemberSearchParams,
} from "../api/member-filters";
import { type MemberPage, useMemberDirectory } from "../api/members-api";
import { MemberFiltersForm } from "./member-filters-form";
import { MembersTable } from "./members-table";

// The file (and its previews and actions) loads when an official first opens one.
const MemberFileDrawer = lazy(() =>
  import("../file/member-file-drawer").then((m) => ({ default: m.MemberFileDrawer })),
);

/** `/dashboard/my-control-panel/members`: the member directory, each member's file in a drawer. */
export function MembersPage() {
  const { t } = useTranslation();
  usePageTitle(t("members.title"));
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readMemberFilters(searchParams);
  const directory = useMemberDirectory(filters);
  const regions = useRegions();
  const isNational = hasNationalStaffRole(useCacheStore().get(CACHE_KEYS.AUTH_DATA));
  const setFilters = (next: MemberFilters) => setSearchParams(toMemberSearchParams(next), { replace: true });

  return (
    <Stack gap="md" maw={1200}>
      <PageHeader title={t("members.title")} subtitle={t("members.intro")} back="my-control-panel" />
      <MemberFiltersForm
        filters={filters}
        regions={regions.data?.items ?? []}
        canChooseRegion={isNational}
        onSearch={(q) => setFilters({ ...filters, q: q || undefined, page: 1 })}
        onChange={(name, value) => setFilters({ ...filters, [name]: value, page: 1 })}
        onClear={() => setFilters({ sort: filters.sort, page: 1 })}
      />
      <ExportButtons filters={filters} />
      <Loaded read={directory} failed={t("members.load_failed")} loader={<LoadingBlock />}>
        {(data) => (
          <Results
            page={data}
            isFetching={directory.isFetching}
            sort={filters.sort}
            onSort={(sort) => setFilters({ ...filters, sort, page: 1 })}
            onPage={(page) => setFilters({ ...filters, page })}
            onOpen={(id) => setFilters({ ...filters, member: id })}
          />
        )}
      </Loaded>
      {filters.member && (
        <Suspense fallback={null}>
          <MemberFileDrawer id={filters.member} onClose={() => setFilters({ ...filters, member: undefined })} />
        </Suspense>
      )}
    </Stack>
  );
}

/** The list as it is filtered and sorted, every page, as CSV or Excel (downloaded as a Blob). */
function ExportButtons({ filters }: { filters: MemberFilters }) {
  const { t } = useTranslation();
  const download = useDownloadFile();
  const query = toMemberExportQuery(filters);
  return (
    <Group gap="xs" justify="flex-end">
      {(["csv", "xlsx"] as const).map((format) => {
        const url = `/admin/members.${format}`;
        return (
          <Button
            key={format}
            variant="light"
            size="sm"
            loading={download.isDownloading(url)}
            disabled={download.isPending && !download.isDownloading(url)}
            onClick={() => download.download({ url, query, fileName: `gkf-members.${format}` })}
          >
            {t(`members.export_${format}`)}
          </Button>
        );
      })}
    </Group>
  );
}

interface ResultsProps {
  page: MemberPage;
  isFetching: boolean;
  sort: MemberSort;
  onSort: (sort: MemberSort) => void;
  onPage: (page: number) => void;
  onOpen: (id: string) => void;
}

function Results({ page, isFetching, sort, onSort, onPage, onOpen }: ResultsProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(page.total / page.page_size));
  return (
    <Stack gap="sm" style={{ opacity: isFetching ? 0.6 : 1, transition: "opacity 150ms" }}>
      <Text fw={700} aria-live="polite">
        {t("members.total", { count: page.total })}
      </Text>
      {page.items.length === 0 ? (
        <Paper withBorder p="md" radius="md">
          <EmptyNote>{t("members.empty")}</EmptyNote>
        </Paper>
      ) : (
        <MembersTable items={page.items} sort={sort} onSort={onSort} onOpen={(member) => onOpen(member.id)} />
      )}
      {pages > 1 && (
        <Stack align="center" gap={4}>
          <Pagination
            total={pages}
            value={page.page}
            onChange={onPage}
            siblings={0}
            getControlProps={(control) =>
              control === "previous" || control === "next" ? { "aria-label": t(`members.${control}_page`) } : {}
            }
            aria-label={t("members.pagination")}
          />
          <Text size="sm" c="dimmed">
            {t("members.page_of", { page: page.page, pages })}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
