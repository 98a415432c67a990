import type { AffiliationState, DojoStatus } from "@gkf/contract";
import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

const STATUS_COLOURS: Record<DojoStatus, string> = {
  PENDING: "yellow",
  ACTIVE: "green",
  REJECTED: "red",
  SUSPENDED: "red",
  LAPSED: "orange",
};

const AFFILIATION_COLOURS: Record<AffiliationState, string> = {
  NOT_DUE: "gray",
  PAID: "green",
  DUE: "yellow",
  OVERDUE: "red",
};

export function DojoStatusBadge({ status }: { status: DojoStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={STATUS_COLOURS[status]} style={{ flex: "none" }}>
      {t(`dojos.statuses.${status}`)}
    </Badge>
  );
}

export function AffiliationBadge({ state, season }: { state: AffiliationState; season: number }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={AFFILIATION_COLOURS[state]} style={{ flex: "none" }}>
      {t(`dojos.affiliation_states.${state}`, { season })}
    </Badge>
  );
}
