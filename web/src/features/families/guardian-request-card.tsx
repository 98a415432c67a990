import "@mantine/core/styles/Alert.css";
import type { GuardianRequest } from "@gkf/contract";
import { Alert, Button, Group, Text } from "@mantine/core";
import { useEffect, useId } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../shared/dates/dates";
import { isHttpError } from "../../shared/http/http-error";
import { setActingFor, useActingFor } from "../../shared/session/acting-for";
import { CardSection, LoadingNote } from "../../shared/ui/titled-section";
import { childName, useAnswerGuardianRequest, useGuardianRequest } from "./families-api";
import { useFamiliesTexts } from "./texts";

/**
 * `/dashboard/my-account/index/guardian-request/:token`, the link of the message a 13–17-year-old's
 * registration sent (decision 111): the named parent or guardian, signed in with the e-mail or
 * phone it reached, confirms or declines.
 */
export function GuardianRequestCard({ token }: { token: string }) {
  useFamiliesTexts();
  const { t } = useTranslation();
  const titleId = useId();
  // The request is the signed-in person's own business, never a child's.
  const acting = useActingFor();
  useEffect(() => {
    if (acting) setActingFor(null);
  }, [acting]);
  const request = useGuardianRequest(token);
  const answer = useAnswerGuardianRequest(token);

  return (
    <CardSection id={titleId} title={t("families.request.title")}>
      {request.isPending ? (
        <LoadingNote />
      ) : request.isError ? (
        <Text role="alert">{t(loadProblem(request.error))}</Text>
      ) : (
        <RequestBody request={request.data} answer={answer} />
      )}
    </CardSection>
  );
}

function RequestBody({
  request,
  answer,
}: {
  request: GuardianRequest;
  answer: ReturnType<typeof useAnswerGuardianRequest>;
}) {
  const { t } = useTranslation();
  const name = childName(request.child);
  if (request.status === "CONFIRMED") return <Text role="status">{t("families.request.confirmed", { name })}</Text>;
  if (request.status === "DECLINED") return <Text role="status">{t("families.request.declined", { name })}</Text>;
  if (request.status === "REPLACED") return <Text role="status">{t("families.request.replaced", { name })}</Text>;
  const date = formatDateTime(request.child.date_of_birth, t("common.formats.date"));
  return (
    <>
      <Text>{t("families.request.named_you", { name, date })}</Text>
      <Text size="sm" c="dimmed">
        {t("families.request.explain")}
      </Text>
      {answer.isError && (
        <Alert color="red" role="alert">
          {isHttpError(answer.error) && answer.error.body
            ? answer.error.body.message
            : t("common.http_errors.generic_message")}
        </Alert>
      )}
      <Group gap="sm">
        <Button onClick={() => answer.mutate("confirm")} loading={answer.isPending && answer.variables === "confirm"}>
          {t("families.request.confirm")}
        </Button>
        <Button
          variant="default"
          onClick={() => answer.mutate("decline")}
          loading={answer.isPending && answer.variables === "decline"}
        >
          {t("families.request.decline")}
        </Button>
      </Group>
    </>
  );
}

function loadProblem(error: unknown) {
  if (isHttpError(error) && error.status === 403) return "families.request.not_yours" as const;
  if (isHttpError(error) && error.status === 404) return "families.request.not_found" as const;
  return "families.request.load_failed" as const;
}
