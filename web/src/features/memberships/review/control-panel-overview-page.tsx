import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/Badge.css";
import { CACHE_KEYS } from "@gkf/contract";
import { Badge, Button, SimpleGrid, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { usePublicConfig } from "../../../shared/config/public-config";
import { usePageTitle } from "../../../shared/page-meta/use-page-title";
import { useCacheStore } from "../../../shared/services/services-context";
import { hasNationalStaffRole, isRecord } from "../../../shared/session/auth-data";
import { PageHeader } from "../../../shared/ui/page-header";
import { CardSection } from "../../../shared/ui/titled-section";
import { WRAPPING_BUTTON } from "../../../shared/ui/wrapping-button";
import type { ReviewKind } from "../api/membership-query-keys";
import { usePendingCount } from "../api/review-queue";

const AREAS = [
  "members",
  "documents",
  "certificates",
  "payments",
  "fees",
  "positions",
  "events",
  "gradings",
  "dojos",
  "belt-colours",
  "statistics",
  "audit",
  "staff",
  "erasure-requests",
  "privacy-notices",
] as const;
type Area = (typeof AREAS)[number];

/** Areas only a national grant opens: a regional admin would meet "Only federation officials…" there. */
const NATIONAL_AREAS: readonly Area[] = ["fees", "positions", "belt-colours", "audit", "privacy-notices"];
/** Areas only a super admin opens: who is staff. */
const SUPER_ADMIN_AREAS: readonly Area[] = ["staff"];

/** Whether the stored session holds the SUPER_ADMIN grant (the server checks it again on every request). */
function isSuperAdminSession(auth: unknown): boolean {
  return isRecord(auth) && isRecord(auth.user) && Array.isArray(auth.user.staff_roles)
    ? auth.user.staff_roles.includes("SUPER_ADMIN")
    : false;
}

function isReviewArea(area: Area): area is ReviewKind {
  return area === "documents" || area === "certificates";
}

function PendingBadge({ kind }: { kind: ReviewKind }) {
  const { t } = useTranslation();
  const count = usePendingCount(kind);
  if (count.data === undefined) return null;
  return (
    <Badge color={count.data > 0 ? "yellow" : "green"} variant="light" style={{ flex: "none" }}>
      {count.data > 0
        ? t("memberships.control_panel.pending", { count: count.data })
        : t("memberships.control_panel.pending_none")}
    </Badge>
  );
}

/** `/dashboard/my-control-panel/index`: the officials' areas, with what waits for review. */
export function ControlPanelOverviewPage() {
  const { t } = useTranslation();
  usePageTitle(t("memberships.control_panel.page_title"));
  const cache = useCacheStore();
  const isNational = hasNationalStaffRole(cache.get(CACHE_KEYS.AUTH_DATA));
  const isSuperAdmin = isSuperAdminSession(cache.get(CACHE_KEYS.AUTH_DATA));
  // Dojo applications and the directory exist while the dojos flag is on.
  const hasDojos = usePublicConfig().data?.features.dojos === true;
  const areas = AREAS.filter(
    (area) =>
      (isNational || !NATIONAL_AREAS.includes(area)) &&
      (isSuperAdmin || !SUPER_ADMIN_AREAS.includes(area)) &&
      (area !== "dojos" || hasDojos),
  );
  return (
    <Stack gap="md" maw={960}>
      <PageHeader
        title={t("app.dashboard.sections.my-control-panel")}
        subtitle={t("memberships.control_panel.intro")}
      />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {areas.map((area) => (
          <CardSection
            key={area}
            id={`area-${area}`}
            title={t(`memberships.control_panel.areas.${area}.title`)}
            aside={isReviewArea(area) && <PendingBadge kind={area} />}
            intro={t(`memberships.control_panel.areas.${area}.text`)}
            footer={
              <Button
                component={Link}
                to={`/dashboard/my-control-panel/${area}`}
                variant="light"
                styles={WRAPPING_BUTTON}
              >
                {t("memberships.control_panel.open_area", {
                  area: t(`memberships.control_panel.areas.${area}.title`).toLowerCase(),
                })}
              </Button>
            }
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
