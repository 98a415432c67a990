import "@mantine/core/styles/Table.css";
import { Anchor, Stack, Table, Text } from "@mantine/core";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../shared/dates/dates";
import { FormActions } from "../../shared/forms/form-actions";
import { formRefusal, requiredFieldErrors, serverFieldMessages } from "../../shared/forms/server-field-errors";
import { TextField } from "../../shared/forms/text-field";
import { isHttpError } from "../../shared/http/http-error";
import { notifySuccess } from "../../shared/notifications/notify";
import { usePageTitle } from "../../shared/page-meta/use-page-title";
import { TableScroller } from "../../shared/tables/table-scroller";
import { LoadFailed } from "../../shared/ui/load-failed";
import { PageHeader } from "../../shared/ui/page-header";
import { CardSection, LoadingNote } from "../../shared/ui/titled-section";
import { usePrivacyNotices, usePublishPrivacyNotice } from "./privacy-notices-api";
import { usePrivacyTexts } from "./texts";

const FIELDS = ["version", "effective_on", "url"] as const;
type Field = (typeof FIELDS)[number];
const todayIso = () => new Date().toISOString().slice(0, 10);

/**
 * `/dashboard/my-control-panel/privacy-notices` (federation admins, decision 111): the privacy
 * notice's versions, and a form to publish a new one; members and guardians are asked to accept it
 * at their next visit from its day (the consent gate).
 */
export function PrivacyNoticesPage() {
  usePrivacyTexts();
  const { t } = useTranslation();
  usePageTitle(t("privacy.notices.page_title"));
  const notices = usePrivacyNotices();
  const day = (iso: string) => formatDateTime(iso, t("common.formats.date"));

  return (
    <Stack gap="md" maw={900}>
      <PageHeader title={t("privacy.notices.heading")} subtitle={t("privacy.notices.intro")} back="my-control-panel" />
      {notices.isPending ? (
        <LoadingNote />
      ) : notices.isError ? (
        <LoadFailed
          message={
            isHttpError(notices.error) && notices.error.body
              ? notices.error.body.message
              : t("privacy.notices.load_failed")
          }
          onRetry={() => notices.refetch()}
        />
      ) : notices.data.length === 0 ? (
        <Text>{t("privacy.notices.empty")}</Text>
      ) : (
        <TableScroller minWidth={520} label={t("privacy.notices.heading")}>
          <Table striped aria-label={t("privacy.notices.heading")}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t("privacy.notices.columns.version")}</Table.Th>
                <Table.Th scope="col">{t("privacy.notices.columns.in_force_from")}</Table.Th>
                <Table.Th scope="col">{t("privacy.notices.columns.text")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {notices.data.map((notice) => (
                <Table.Tr key={notice.version}>
                  <Table.Td>{notice.version}</Table.Td>
                  <Table.Td>{day(notice.published_at)}</Table.Td>
                  <Table.Td style={{ overflowWrap: "anywhere" }}>
                    {notice.url ? (
                      <Anchor href={notice.url} target="_blank" rel="noreferrer">
                        {notice.url}
                      </Anchor>
                    ) : (
                      t("privacy.notices.portal_page")
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroller>
      )}
      <PublishForm />
    </Stack>
  );
}

function PublishForm() {
  const { t } = useTranslation();
  const titleId = useId();
  const publish = usePublishPrivacyNotice();
  const [draft, setDraft] = useState<Record<Field, string>>({ version: "", effective_on: todayIso(), url: "" });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const label = (field: Field) => t(`privacy.notices.${field}`);
  const say = (field: string, reason: string) => t("common.field_error", { field: label(field as Field), reason });
  const update = (field: Field, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const missing = requiredFieldErrors(draft, ["version", "effective_on"], (field) =>
      say(field, t("privacy.notices.required")),
    );
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    const url = draft.url.trim();
    // Not mutate's own callbacks: they never run once the official has left the page, and the toast
    // was lost although the notice was published.
    publish
      .mutateAsync({ version: draft.version.trim(), effective_on: draft.effective_on, url: url === "" ? null : url })
      .then(
        (notice) => {
          void notifySuccess({
            title: t("privacy.notices.published_title"),
            message: t("privacy.notices.published", {
              version: notice.version,
              date: formatDateTime(notice.published_at, t("common.formats.date")),
            }),
          });
          setDraft({ version: "", effective_on: todayIso(), url: "" });
        },
        (error: unknown) => setErrors(serverFieldMessages(error, FIELDS, say)),
      );
  }

  const refusal = formRefusal(publish, errors, t("common.http_errors.generic_message"));

  return (
    <CardSection id={titleId} title={t("privacy.notices.form_title")}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextField
            label={label("version")}
            description={t("privacy.notices.version_hint")}
            value={draft.version}
            onChange={(value) => update("version", value)}
            error={errors.version}
            autoComplete="off"
            withAsterisk
          />
          <TextField
            type="date"
            label={label("effective_on")}
            value={draft.effective_on}
            onChange={(value) => update("effective_on", value)}
            min={todayIso()}
            error={errors.effective_on}
            withAsterisk
          />
          <TextField
            type="url"
            label={label("url")}
            description={t("privacy.notices.url_hint")}
            value={draft.url}
            onChange={(value) => update("url", value)}
            error={errors.url}
            autoComplete="off"
          />
          <FormActions refusal={refusal} submitLabel={t("privacy.notices.publish")} submitting={publish.isPending} />
        </Stack>
      </form>
    </CardSection>
  );
}
