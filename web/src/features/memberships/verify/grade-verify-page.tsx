import { type GradeVerification, gradingResultsEndpoints } from "@gkf/contract";
import { Box, Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { formatDateTime } from "../../../shared/dates/dates";
import { formatDay } from "../../../shared/dates/days";
import { callEndpoint } from "../../../shared/http/call-endpoint";
import { isHttpError } from "../../../shared/http/http-error";
import { usePageTitle } from "../../../shared/page-meta/use-page-title";
import { useHttpClient } from "../../../shared/services/services-context";
import { formatBelt } from "../../../shared/ui/labels";
import { AlertIcon, CheckIcon } from "../components/icons";
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
    <Container size="xs" py="xl" px="md">
      <Stack gap="md">
        <div>
          <Title order={1} fz="h2">
            {t("memberships.verify_grade.heading")}
          </Title>
          <Text c="gray.7" size="sm">
            {t("memberships.verify_grade.intro")}
          </Text>
        </div>
        <Box mih={RESULT_HEIGHT}>
          {check.data ? (
            <Verdict result={check.data} />
          ) : check.isError ? (
            <Failure error={check.error} />
          ) : (
            <Text c="gray.7" role="status">
              {t("memberships.verify.checking")}
            </Text>
          )}
        </Box>
      </Stack>
    </Container>
  );
}

function Failure({ error }: { error: Error }) {
  const { t } = useTranslation();
  if (isHttpError(error) && (error.body?.code === "GRADE_CERTIFICATE_NOT_GENUINE" || error.status === 400)) {
    return (
      <Banner tone="bad" title={t("memberships.verify.not_genuine")}>
        <Text size="sm">{t("memberships.verify_grade.not_genuine_text")}</Text>
      </Banner>
    );
  }
  const status = isHttpError(error) ? error.status : null;
  return (
    <Banner
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
    <Banner tone="good" title={t("memberships.verify_grade.valid")}>
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
    </Banner>
  );
}

/** The verdict first, in a dark shade so white text stays readable in sunlight (as for cards). */
function Banner({ tone, title, children }: { tone: "good" | "bad"; title: string; children?: ReactNode }) {
  return (
    <Paper withBorder radius="lg" shadow="sm" style={{ overflow: "hidden" }} data-testid="verify-verdict">
      <Group
        gap="sm"
        p="md"
        bg={tone === "good" ? "gkf.7" : "red.8"}
        c="white"
        wrap="nowrap"
        role={tone === "good" ? "status" : "alert"}
        aria-live="polite"
      >
        {tone === "good" ? <CheckIcon size={40} /> : <AlertIcon size={40} />}
        <Text fz={26} fw={900} lh={1.1} style={{ letterSpacing: "0.04em" }}>
          {title}
        </Text>
      </Group>
      {children && (
        <Stack gap="sm" p="md">
          {children}
        </Stack>
      )}
    </Paper>
  );
}
