import "@mantine/core/styles/ThemeIcon.css";
import "@mantine/core/styles/Badge.css";
import type { MembershipRecord } from "@gkf/contract";
import { Badge, Button, Group, Stack, Text, ThemeIcon } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { activeLanguage } from "../../../shared/i18n/i18n";
import { formatPercent } from "../../../shared/i18n/numbers";
import { CardSection } from "../../../shared/ui/titled-section";
import { AlertIcon, CheckIcon } from "../components/icons";
import { getComplianceAction } from "./compliance-actions";
import { complianceSentence } from "./compliance-sentence";
import { ScoreRing } from "./score-ring";

/** The score as a ring, and every required item: done, or what to do next (with a button to do it). */
export function ComplianceCard({ record }: { record: MembershipRecord }) {
  const { t, i18n } = useTranslation();
  const isCompliant = record.compliance_status === "COMPLIANT";
  const score = record.compliance_score;
  const colour = isCompliant ? "gkf" : score >= 50 ? "yellow" : "red";

  return (
    <CardSection
      id="compliance-heading"
      title={t("memberships.overview.compliance_heading")}
      aside={
        <Badge color={isCompliant ? "green" : "yellow"} variant="light">
          {isCompliant ? t("memberships.overview.compliant") : t("memberships.overview.incomplete")}
        </Badge>
      }
    >
      <Group gap="md" wrap="nowrap">
        <ScoreRing
          size={112}
          thickness={11}
          value={score}
          color={colour}
          aria-label={t("memberships.overview.score_label")}
          label={
            // "100 %" in French: Intl's no-break space, and no wrapping inside the ring.
            <Text ta="center" fw={800} fz="xl" data-testid="compliance-score" style={{ whiteSpace: "nowrap" }}>
              {formatPercent(score, activeLanguage(i18n))}
            </Text>
          }
        />
        <Text size="sm">
          {isCompliant
            ? t("memberships.overview.all_met")
            : t("memberships.overview.items_done", {
                done: record.compliance_breakdown.filter((entry) => entry.met).length,
                total: record.compliance_breakdown.length,
              })}
        </Text>
      </Group>

      <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: "none" }}>
        {record.compliance_breakdown.map((entry) => {
          const action = getComplianceAction(entry);
          return (
            <Group
              key={entry.item}
              component="li"
              gap="sm"
              py="sm"
              wrap="nowrap"
              align="flex-start"
              style={{ borderTop: "1px solid var(--mantine-color-gray-2)" }}
            >
              <ThemeIcon
                color={entry.met ? "green" : "yellow"}
                variant="light"
                radius="xl"
                size="md"
                // A name needs a role: aria-label on a plain div is not read out.
                role="img"
                aria-label={entry.met ? t("memberships.overview.met") : t("memberships.overview.not_met")}
              >
                {entry.met ? <CheckIcon size={16} /> : <AlertIcon size={16} />}
              </ThemeIcon>
              <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                <Text fw={600} size="sm">
                  {t(`memberships.overview.items.${entry.item}`)}
                </Text>
                <Text size="sm" c="dimmed">
                  {complianceSentence(entry, t)}
                </Text>
                {action && (
                  <Button component={Link} to={action.to} size="compact-sm" variant="light" w="fit-content" maw="100%">
                    {action.kind === "pay"
                      ? t("memberships.overview.actions.pay_registration")
                      : t("memberships.overview.actions.upload", {
                          document: t(`memberships.document_nouns.${action.documentType}`),
                        })}
                  </Button>
                )}
              </Stack>
            </Group>
          );
        })}
      </Stack>
    </CardSection>
  );
}
