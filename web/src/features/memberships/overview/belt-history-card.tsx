import type { BeltHistoryEntry, MembershipRecord } from "@gkf/contract";
import { Button, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDay } from "../../../shared/dates/days";
import { BeltLabel } from "../../../shared/ui/belt-label";
import { useDownloadFile } from "../../../shared/ui/file-downloads";
import { CardSection } from "../../../shared/ui/titled-section";
import { documentsPathFor } from "./compliance-actions";

/**
 * Every confirmed grade, newest first: the belt, the grading date and examiner recorded on the
 * certificate, and who confirmed it when; a grade awarded at a GKF grading says so, with its
 * grade certificate to download (decision 90). With none yet, how to add one (or that one is waiting).
 */
export function BeltHistoryCard({ record }: { record: MembershipRecord }) {
  const { t } = useTranslation();
  const history = record.belt_history;
  const isWaiting = record.certifications.some((certificate) => certificate.status === "PENDING_REVIEW");

  return (
    <CardSection id="belt-history-heading" title={t("memberships.overview.belt_history.heading")}>
      {history.length === 0 ? (
        <Stack gap="sm" data-testid="belt-history-empty">
          <Text size="sm">
            {isWaiting ? t("memberships.overview.belt_history.waiting") : t("memberships.overview.belt_history.empty")}
          </Text>
          {!isWaiting && (
            <Button
              component={Link}
              to={documentsPathFor("BELT_CERTIFICATE")}
              size="compact-sm"
              variant="light"
              w="fit-content"
              maw="100%"
            >
              {t("memberships.overview.actions.upload", {
                document: t("memberships.document_nouns.BELT_CERTIFICATE"),
              })}
            </Button>
          )}
        </Stack>
      ) : (
        <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: "none" }} data-testid="belt-history">
          {history.map((entry) => (
            <BeltHistoryItem key={entry.certificate_id} entry={entry} />
          ))}
        </Stack>
      )}
    </CardSection>
  );
}

function BeltHistoryItem({ entry }: { entry: BeltHistoryEntry }) {
  const { t } = useTranslation();
  const dateFormat = t("common.formats.date");
  const confirmedOn = formatDay(entry.confirmed_at, dateFormat);
  const files = useDownloadFile();
  const certificate = entry.certificate_url;
  return (
    <Stack
      component="li"
      gap={4}
      py="sm"
      style={{ borderTop: "1px solid var(--mantine-color-gray-2)", overflowWrap: "anywhere" }}
    >
      <BeltLabel belt={entry.belt} none="" />
      <Text size="sm">
        {entry.grading_date
          ? t("memberships.overview.belt_history.graded_on", { date: formatDay(entry.grading_date, dateFormat) })
          : t("memberships.overview.belt_history.no_grading_date")}
        {entry.examiner && ` · ${t("memberships.overview.belt_history.examiner", { name: entry.examiner })}`}
      </Text>
      <Text size="sm" c="dimmed">
        {entry.source === "GKF_GRADING"
          ? t("memberships.overview.belt_history.awarded", { date: confirmedOn })
          : entry.confirmed_by
            ? t("memberships.overview.belt_history.confirmed", { date: confirmedOn, name: entry.confirmed_by })
            : t("memberships.overview.belt_history.confirmed_no_name", { date: confirmedOn })}
      </Text>
      {certificate && (
        <Button
          variant="default"
          size="compact-sm"
          w="fit-content"
          maw="100%"
          loading={files.isDownloading(certificate)}
          onClick={() => files.download({ url: certificate, fileName: `gkf-grade-certificate-${entry.belt}.pdf` })}
        >
          {t("memberships.overview.belt_history.download_certificate")}
        </Button>
      )}
    </Stack>
  );
}
