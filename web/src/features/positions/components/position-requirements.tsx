import type { AvailablePosition } from "@gkf/contract";
import { List, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { describeRequirements } from "../format/format-position";

/** "Who can apply": belt, membership types and compliance, in words. */
export function PositionRequirements({ eligibility }: { eligibility: AvailablePosition["eligibility"] }) {
  const { t, i18n } = useTranslation();
  return (
    <div>
      <Text size="sm" fw={600}>
        {t("positions.requirements.heading")}
      </Text>
      <List size="sm" spacing={2}>
        {describeRequirements(eligibility, t, i18n.language).map((requirement) => (
          <List.Item key={requirement}>{requirement}</List.Item>
        ))}
      </List>
    </div>
  );
}
