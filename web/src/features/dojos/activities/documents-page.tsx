import { type Dojo, type DojoAffiliation, formatMoney } from "@gkf/contract";
import { Button, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDay } from "../../../shared/dates/days";
import { LoadFailed } from "../../../shared/ui/load-failed";
import { PageLoader } from "../../../shared/ui/page-loader";
import { CardSection } from "../../../shared/ui/titled-section";
import { useAffiliation, usePayAffiliation } from "../api/affiliation";
import { AffiliationBadge } from "../components/dojo-status-badge";
import { ActivitiesFrame } from "./activities-frame";

/** `/dashboard/my-activities/documents`: the season's affiliation (and paying it), receipts, credentials. */
export function DojoDocumentsPage() {
  return (
    <ActivitiesFrame page="documents" beforeActive>
      {(dojo) => <DojoDocuments dojo={dojo} />}
    </ActivitiesFrame>
  );
}

function DojoDocuments({ dojo }: { dojo: Dojo }) {
  const { t } = useTranslation();
  const isAffiliated = dojo.status !== "PENDING" && dojo.status !== "REJECTED";
  const affiliation = useAffiliation(dojo.id, isAffiliated);
  // The page appears whole: the affiliation first, then everything at once.
  if (isAffiliated && !affiliation.data) {
    return affiliation.isError ? (
      <LoadFailed message={t("dojos.documents.load_failed")} onRetry={() => affiliation.refetch()} />
    ) : (
      <PageLoader />
    );
  }
  return (
    <Stack gap="md">
      {affiliation.data ? (
        <AffiliationCard dojo={dojo} affiliation={affiliation.data} />
      ) : (
        <Text size="sm" c="dimmed">
          {t("dojos.documents.not_affiliated")}
        </Text>
      )}
      <CardSection id="credentials" title={t("dojos.documents.credentials_heading")}>
        <Text size="sm">{t("dojos.documents.credentials_text")}</Text>
        <div>
          <Button component={Link} to="/dashboard/my-membership/documents" variant="light">
            {t("dojos.documents.upload_mine")}
          </Button>
        </div>
      </CardSection>
    </Stack>
  );
}

function AffiliationCard({ dojo, affiliation: data }: { dojo: Dojo; affiliation: DojoAffiliation }) {
  const { t } = useTranslation();
  const pay = usePayAffiliation(dojo.id);
  return (
    <CardSection id="affiliation" title={t("dojos.documents.affiliation_heading", { season: data.season })}>
      <div>
        <AffiliationBadge state={data.state} season={data.season} />
      </div>
      {data.fee && (
        <Text size="sm">{t("dojos.documents.fee", { amount: formatMoney(data.fee.amount, data.fee.currency) })}</Text>
      )}
      {data.state === "PAID" ? (
        <Text size="sm">
          {t("dojos.documents.paid_on", {
            date: data.paid_at ? formatDay(data.paid_at, "D MMM YYYY") : "",
            receipt: data.receipt_number ?? "—",
          })}
        </Text>
      ) : (
        data.due_date && (
          <Text size="sm">{t("dojos.documents.due", { date: formatDay(data.due_date, "D MMM YYYY") })}</Text>
        )
      )}
      {data.state !== "PAID" &&
        data.state !== "NOT_DUE" &&
        (dojo.my_role === "HEAD" ? (
          <Button onClick={() => pay.mutate()} loading={pay.isPending || pay.isSuccess} disabled={!data.fee}>
            {t("dojos.documents.pay")}
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            {t("dojos.documents.head_pays")}
          </Text>
        ))}
      {data.history.length > 0 && (
        <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: "none" }}>
          {data.history.map((season) => (
            <Text component="li" size="sm" c="dimmed" key={season.season}>
              {t("dojos.documents.history_line", {
                season: season.season,
                date: formatDay(season.paid_at, "D MMM YYYY"),
                receipt: season.receipt_number ?? "—",
              })}
            </Text>
          ))}
        </Stack>
      )}
    </CardSection>
  );
}
