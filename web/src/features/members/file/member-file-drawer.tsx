import "@mantine/core/styles/Drawer.css";
import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/CloseButton.css";
import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/Badge.css";
import { formatMoney, type MemberDocument } from "@gkf/contract";
import { type auditActions, auditActions as enAuditActions } from "@gkf/contract/i18n/en-audit-actions";
import { auditActions as frAuditActions } from "@gkf/contract/i18n/fr-audit-actions";
import { Badge, Button, Drawer, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useChunkTexts } from "../../../shared/i18n/chunk-texts";
import { Fact } from "../../../shared/ui/fact";
import { formatBelt, formatMembershipType } from "../../../shared/ui/labels";
import { Loaded } from "../../../shared/ui/loaded";
import { LoadingBlock } from "../../../shared/ui/loading-block";
import { CardSection, EmptyNote } from "../../../shared/ui/titled-section";
import { type MemberAction, type MemberFileData, useMemberFile } from "../api/members-api";
import { DocumentPreview } from "./document-preview";
import { MemberActionModal } from "./member-action-modal";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <CardSection id={`member-file-${id}`} title={title} level={3}>
      {children}
    </CardSection>
  );
}

function None() {
  const { t } = useTranslation();
  return <EmptyNote>{t("members.file.none")}</EmptyNote>;
}

/** The member's whole file in a drawer: every section asked of its module, and the actions. */
export function MemberFileDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const file = useMemberFile(id);
  const isPhone = useMediaQuery("(max-width: 48em)");
  const name = file.data ? `${file.data.identity.first_name} ${file.data.identity.last_name}` : "";
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size={isPhone ? "100%" : "xl"}
      title={file.data ? t("members.file.title", { name }) : t("common.loading")}
      closeButtonProps={{ "aria-label": t("members.file.close") }}
    >
      <Loaded read={file} failed={t("members.file.load_failed")} loader={<LoadingBlock />}>
        {(data) => <MemberFile file={data} />}
      </Loaded>
    </Drawer>
  );
}

function MemberFile({ file }: { file: MemberFileData }) {
  useChunkTexts("audit_actions", { en: enAuditActions, fr: frAuditActions });
  const { t } = useTranslation();
  const [action, setAction] = useState<MemberAction | null>(null);
  const { identity, membership } = file;
  const yesNo = (value: boolean) => (value ? t("members.file.yes") : t("members.file.no"));
  const actions: MemberAction[] = [
    membership.status === "SUSPENDED" ? "reinstate" : "suspend",
    "end_sessions",
    "correct",
    ...(identity.is_active ? [] : (["resend_activation"] as const)),
  ];
  return (
    <Stack gap="md">
      <Section id="actions" title={t("members.actions.title")}>
        <Group gap="xs">
          {actions.map((name) => (
            <Button
              key={name}
              size="xs"
              variant={name === "suspend" ? "filled" : "light"}
              color={name === "suspend" ? "red" : undefined}
              onClick={() => setAction(name)}
            >
              {t(`members.actions.${name}`)}
            </Button>
          ))}
        </Group>
      </Section>

      <Section id="identity" title={t("members.file.sections.identity")}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Fact label={t("members.file.fields.email")}>{identity.email ?? "—"}</Fact>
          <Fact label={t("members.file.fields.tel")}>{identity.tel ?? "—"}</Fact>
          <Fact label={t("members.file.fields.date_of_birth")}>{identity.date_of_birth}</Fact>
          <Fact label={t("members.file.fields.gender")}>{t(`memberships.profile.genders.${identity.gender}`)}</Fact>
          <Fact label={t("members.file.fields.region")}>
            {membership.region.name} · {membership.district.name}
          </Fact>
          <Fact label={t("members.file.fields.activated")}>{yesNo(identity.is_active)}</Fact>
        </SimpleGrid>
      </Section>

      <Section id="membership" title={t("members.file.sections.membership")}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Fact label={t("members.file.fields.status")}>{t(`memberships.statuses.${membership.status}`)}</Fact>
          <Fact label={t("members.file.fields.code")}>{membership.code ?? t("members.table.no_number")}</Fact>
          <Fact label={t("members.file.fields.type")}>{formatMembershipType(membership.current_membership_type)}</Fact>
          <Fact label={t("members.file.fields.category")}>
            {t(`memberships.categories.${membership.athlete_category}`)}
          </Fact>
          <Fact label={t("members.file.fields.joined")}>{membership.date_joined.slice(0, 10)}</Fact>
          <Fact label={t("members.file.fields.expiry")}>{membership.expiry_date ?? "—"}</Fact>
          <Fact label={t("members.file.fields.national_team")}>{yesNo(membership.is_national_team)}</Fact>
        </SimpleGrid>
      </Section>

      <Section id="compliance" title={t("members.file.sections.compliance")}>
        <Text size="sm" fw={600} mb={4}>
          {t("members.file.score", { score: membership.compliance_score })}
        </Text>
        <Stack gap={2}>
          {membership.compliance_breakdown.map((entry) => (
            <Group key={entry.item} gap="xs" wrap="nowrap">
              <Badge color={entry.met ? "green" : "yellow"} variant="light" style={{ flex: "none" }}>
                {entry.met ? "✓" : "…"}
              </Badge>
              <Text size="sm">{t(`memberships.overview.items.${entry.item}`)}</Text>
            </Group>
          ))}
        </Stack>
      </Section>

      <Section id="documents" title={t("members.file.sections.documents")}>
        {file.documents.length === 0 ? (
          <None />
        ) : (
          <Stack gap="sm">
            {file.documents.map((document) => (
              <DocumentRow key={document.id} document={document} file={file} />
            ))}
          </Stack>
        )}
      </Section>

      <Section id="belts" title={t("members.file.sections.belts")}>
        {membership.belt_history.length === 0 ? (
          <None />
        ) : (
          <Stack gap={2}>
            {membership.belt_history.map((entry) => (
              <Text key={entry.certificate_id} size="sm">
                {formatBelt(entry.belt)} · {entry.grading_date ?? entry.confirmed_at.slice(0, 10)}
                {entry.examiner ? ` · ${entry.examiner}` : ""}
              </Text>
            ))}
          </Stack>
        )}
      </Section>

      <Section id="payments" title={t("members.file.sections.payments")}>
        {file.payments.length === 0 ? (
          <None />
        ) : (
          <Stack gap={2}>
            {file.payments.map((payment) => (
              <Text key={payment.reference} size="sm">
                {payment.created_at.slice(0, 10)} · {t(`payments.purposes.${payment.purpose}`)} ·{" "}
                {formatMoney(payment.amount, payment.currency)} · {t(`payments.statuses.${payment.status}`)}
              </Text>
            ))}
          </Stack>
        )}
      </Section>

      <Section id="applications" title={t("members.file.sections.applications")}>
        {file.applications.length === 0 ? (
          <None />
        ) : (
          <Stack gap={2}>
            {file.applications.map((application) => (
              <Text key={application.id} size="sm">
                {application.position.name} · {t(`positions.application_statuses.${application.status}`)}
              </Text>
            ))}
          </Stack>
        )}
      </Section>

      <Section id="dojo" title={t("members.file.sections.dojo")}>
        {file.dojo ? (
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {file.dojo.name}
            </Text>
            <Text size="sm">{t("members.file.attendance", file.dojo.attendance_90_days)}</Text>
          </Stack>
        ) : (
          <EmptyNote>{t("members.file.no_dojo")}</EmptyNote>
        )}
      </Section>

      <Section id="events" title={t("members.file.sections.events")}>
        {file.events.length === 0 ? (
          <None />
        ) : (
          <Stack gap={2}>
            {file.events.map((entry) => (
              <Text key={entry.id} size="sm">
                {entry.event.starts_on} · {entry.event.title} · {t(`events.entry_statuses.${entry.status}`)}
              </Text>
            ))}
          </Stack>
        )}
      </Section>

      <Section id="audit" title={t("members.file.sections.audit")}>
        {file.audit.length === 0 ? (
          <None />
        ) : (
          <Stack gap={2}>
            {file.audit.map((entry) => (
              <Text key={entry.id} size="sm">
                {entry.at.slice(0, 16).replace("T", " ")} ·{" "}
                {t(`audit_actions.${entry.action as keyof typeof auditActions}`, { defaultValue: entry.action })} ·{" "}
                {entry.actor ? t("members.file.audit_by", { actor: entry.actor }) : t("members.file.audit_by_system")}
                {typeof entry.detail?.reason === "string" ? ` · ${entry.detail.reason}` : ""}
              </Text>
            ))}
          </Stack>
        )}
      </Section>

      <MemberActionModal action={action} file={file} onClose={() => setAction(null)} />
    </Stack>
  );
}

/** A document beside the fact it proves, with its inline preview on demand. */
function DocumentRow({ document, file }: { document: MemberDocument; file: MemberFileData }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const label = t(`memberships.document_types.${document.document_type}`);
  const proves =
    document.document_type === "BIRTH_CERTIFICATE" || document.document_type === "GHANA_CARD"
      ? t("members.file.proves_birth", { date: file.identity.date_of_birth })
      : document.document_type === "BELT_CERTIFICATE" && document.belt
        ? t("members.file.proves_belt", { belt: formatBelt(document.belt) })
        : null;
  return (
    <Stack gap={4} component="article" aria-label={label}>
      <Group justify="space-between" gap="xs">
        <div>
          <Text size="sm" fw={600}>
            {label}{" "}
            <Badge variant="light" size="sm" component="span">
              {t(`memberships.document_statuses.${document.status}`)}
            </Badge>
          </Text>
          {proves && (
            <Text size="xs" c="dimmed">
              {proves}
            </Text>
          )}
        </div>
        <Button size="xs" variant="subtle" onClick={() => setOpen(!open)} aria-expanded={open}>
          {open ? t("members.file.hide_preview") : t("members.file.preview")}
        </Button>
      </Group>
      {open && <DocumentPreview document={document} title={t("members.file.preview_title", { document: label })} />}
    </Stack>
  );
}
