import { type GradeVerification, gradingResultsEndpoints } from "@gkf/contract";
import { Box, Group, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { formatDateTime } from "../../../shared/dates/dates";
import { formatDay } from "../../../shared/dates/days";
import { callEndpoint } from "../../../shared/http/call-endpoint";
import { isHttpError } from "../../../shared/http/http-error";
import { usePageTitle } from "../../../shared/page-meta/use-page-title";
import { useHttpClient } from "../../../shared/services/services-context";
import { formatBelt } from "../../../shared/ui/labels";
import { Checking, CheckPage, VerdictBanner } from "./verdict-banner";
import { isPassingFailure } from "./verify-api";

/** Room for the verdict with a long name and panel, so nothing below it moves when it arrives (CLS). */
const RESULT_HEIGHT = 420;

/**
 * `/verify/grade/:token`: what a grade certificate's QR code opens (decision 90). The server reads
 * the award fresh; a token the federation did not sign is NOT GENUINE.
 */
export function GradeVerifyPage() {
  const { t } = useTranslation();
  usePageTitle(t("memberships.verify_grade.page_title"));
  const { token = "" } = useParams();
  const http = useHttpClient();
  const check = useQuery({
    queryKey: ["public-verification", "grade", token],
    queryFn: ({ signal }) =>
      callEndpoint(http, gradingResultsEndpoints.verifyGrade, { params: { token } }, { silent: true, signal }),
    staleTime: 60_000,
    retry: (failures, error) => failures < 2 && isPassingFailure(error),
  });
  return (
    <CheckPage heading={t("memberships.verify_grade.heading")} intro={t("memberships.verify_grade.intro")}>
      <Box mih={RESULT_HEIGHT}>
        {check.data ? <Verdict result={check.data} /> : check.isError ? <Failure error={check.error} /> : <Checking />}
      </Box>
    </CheckPage>
  );
}

function Failure({ error }: { error: Error }) {
  const { t } = useTranslation();
  if (isHttpError(error) && (error.body?.code === "GRADE_CERTIFICATE_NOT_GENUINE" || error.status === 400)) {
    return (
      <VerdictBanner tone="bad" title={t("memberships.verify.not_genuine")}>
        <Text size="sm">{t("memberships.verify_grade.not_genuine_text")}</Text>
      </VerdictBanner>
    );
  }
  const status = isHttpError(error) ? error.status : null;
  return (
    <VerdictBanner
      tone="bad"
      title={status === 404 ? t("memberships.verify_grade.not_found") : t("memberships.verify_grade.failed")}
    />
  );
}

function Verdict({ result }: { result: GradeVerification }) {
  const { t } = useTranslation();
  const rows: Array<[string, string]> = [
    [t("memberships.verify.name"), result.name],
    [t("memberships.verify_grade.number"), result.code ?? "—"],
    [t("memberships.verify_grade.grade"), formatBelt(result.grade)],
    [t("memberships.verify_grade.date"), formatDay(result.grading_date, t("common.formats.date"))],
    [t("memberships.verify_grade.venue"), result.venue],
    [t("memberships.verify_grade.examiners"), result.examiners.join(", ") || "—"],
  ];
  return (
    <VerdictBanner tone="good" title={t("memberships.verify_grade.valid")}>
      <Text size="sm">{t("memberships.verify_grade.valid_text")}</Text>
      <Stack gap={6}>
        {rows.map(([label, value]) => (
          <Group key={label} gap="xs" wrap="nowrap" align="baseline">
            <Text size="sm" c="gray.7" w={130} style={{ flex: "none" }}>
              {label}
            </Text>
            <Text size="sm" fw={700}>
              {value}
            </Text>
          </Group>
        ))}
      </Stack>
      <Text size="xs" c="gray.7">
        {t("memberships.verify.checked_at", {
          time: formatDateTime(result.checked_at, t("common.formats.date_time")),
        })}
      </Text>
    </VerdictBanner>
  );
}
