import "@mantine/core/styles/SimpleGrid.css";
import type { MembershipRecord, Profile } from "@gkf/contract";
import { Button, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useProfile } from "../../../shared/api/profile";
import { formatDay } from "../../../shared/dates/days";
import { usePageTitle } from "../../../shared/page-meta/use-page-title";
import { formatMembershipType } from "../../../shared/ui/labels";
import { LoadFailed } from "../../../shared/ui/load-failed";
import { PageHeader } from "../../../shared/ui/page-header";
import { CardSection, LoadingNote } from "../../../shared/ui/titled-section";
import { useMyRecord, useMySummary } from "../api/get-my-record";
import { useRegistrationFee } from "../api/start-registration-payment";
import { MembershipStatusBadge } from "../components/status-badges";
import { ContactVerification } from "./contact-verification";
import { MembershipDetailsForm } from "./membership-details-form";
import { PayCallToAction } from "./pay-call-to-action";

export { PayCallToAction } from "./pay-call-to-action";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <div style={{ overflowWrap: "anywhere" }}>{children}</div>
    </div>
  );
}

/**
 * Another feature knows the signed-in member does not pay their own registration fee (families: a
 * child's own session, whose guardian pays; a minor waiting for the guardian they named). While
 * `isPending` the page waits, so the call to pay does not show and then go; when `elsewhere`, the
 * call to pay gives way to `note` (or to nothing), since the server would refuse the payment.
 */
export interface PaymentElsewhere {
  isPending: boolean;
  elsewhere: boolean;
  note?: ReactNode;
}

/**
 * `/dashboard/my-profile/index`: who the member is, their contacts (and confirming them), where
 * they train and their special needs. Everyone signed in comes here first; a member who has not
 * paid the registration fee learns here why the membership pages are closed, and pays. `before` and
 * `after` (another feature's cards: a minor's guardian request, the guardian's children) come once
 * the page is whole, so they never push down nor are pushed down (layout shift).
 */
export function ProfilePage({
  before,
  after,
  payment,
}: {
  before?: ReactNode;
  after?: ReactNode;
  payment?: PaymentElsewhere;
} = {}) {
  const { t } = useTranslation();
  usePageTitle(t("memberships.profile.page_title"));
  const profile = useProfile();
  const record = useMyRecord();
  // Fetched on every visit: it is what the membership guard reads (MY_MEMBERSHIP_CACHE).
  const summary = useMySummary();
  const hasPaid = summary.data?.has_paid_registration ?? record.data?.has_paid_registration;
  // The page appears whole: the call to pay (and its fee) or the cards arriving one by one pushed
  // the rest down (layout shift).
  const isWaiting =
    profile.isPending ||
    (hasPaid === undefined && (summary.isPending || record.isPending)) ||
    (hasPaid === false && payment?.isPending === true);

  return (
    <Stack gap="md" maw={720}>
      <PageHeader title={t("app.dashboard.sections.my-profile")} />
      {isWaiting ? (
        <LoadingNote />
      ) : (
        <WithPayCallToAction isUnpaid={hasPaid === false} payment={payment}>
          {before}
          <ProfileCards profile={profile} record={record} hasPaid={hasPaid === true} />
          {after}
        </WithPayCallToAction>
      )}
    </Stack>
  );
}

/**
 * The call to pay above the cards, once its fee is known (an unpaid member's profile). The cards and
 * what follows them (`after`) wait with it: shown under "Loading…", they were pushed down when the fee came.
 */
function WithPayCallToAction({
  isUnpaid,
  payment,
  children,
}: {
  isUnpaid: boolean;
  payment: PaymentElsewhere | undefined;
  children: ReactNode;
}) {
  if (!isUnpaid) return children;
  if (payment?.elsewhere)
    return (
      <>
        {payment.note}
        {children}
      </>
    );
  return <UnpaidProfile>{children}</UnpaidProfile>;
}

function UnpaidProfile({ children }: { children: ReactNode }) {
  const fee = useRegistrationFee();
  if (fee.isPending) return <LoadingNote />;
  return (
    <>
      <PayCallToAction />
      {children}
    </>
  );
}

function ProfileCards({
  profile,
  record,
  hasPaid,
}: {
  profile: ReturnType<typeof useProfile>;
  record: ReturnType<typeof useMyRecord>;
  hasPaid: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      {profile.isError && (
        <LoadFailed message={t("memberships.profile.load_failed")} onRetry={() => void profile.refetch()} />
      )}
      {profile.data && <DetailsCard profile={profile.data} record={record.data} hasPaid={hasPaid} />}
      {profile.data && <ContactVerification profile={profile.data} />}

      {record.isError && !record.data && (
        <LoadFailed message={t("memberships.overview.load_failed")} onRetry={() => void record.refetch()} />
      )}
      {record.data && <MembershipDetailsForm key={record.data.region.code} record={record.data} />}
    </>
  );
}

/** Name, membership number, type, birth date and gender; the way into the membership once paid. */
function DetailsCard({
  profile: person,
  record,
  hasPaid: isMember,
}: {
  profile: Profile;
  record: MembershipRecord | undefined;
  hasPaid: boolean;
}) {
  const { t } = useTranslation();
  const dateFormat = t("common.formats.date");
  return (
    <CardSection id="details-heading" title={t("memberships.profile.details_heading")}>
      <Group gap="xs" wrap="wrap" align="center">
        <Text fw={700} fz="lg" style={{ overflowWrap: "anywhere" }}>
          {/* A guardian's placeholder first name and birth date are never shown as theirs (decision 111). */}
          {person.details_to_complete ? person.last_name : `${person.first_name} ${person.last_name}`}
        </Text>
        {record && <MembershipStatusBadge status={record.status} />}
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
        <Fact label={t("memberships.profile.membership_number")}>
          {record?.code ? (
            <Text size="sm" fw={600} style={{ whiteSpace: "nowrap" }}>
              {record.code}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              {t("memberships.profile.no_number_yet")}
            </Text>
          )}
        </Fact>
        <Fact label={t("memberships.profile.membership_type")}>
          <Text size="sm">{formatMembershipType(person.main_role)}</Text>
        </Fact>
        <Fact label={t("memberships.profile.date_of_birth")}>
          <Text size="sm">{person.details_to_complete ? "—" : formatDay(person.date_of_birth, dateFormat)}</Text>
        </Fact>
        <Fact label={t("memberships.profile.gender")}>
          <Text size="sm">{t(`memberships.profile.genders.${person.gender}`)}</Text>
        </Fact>
      </SimpleGrid>
      {isMember && (
        <Button component={Link} to="/dashboard/my-membership/index" variant="light" fullWidth maw={360}>
          {t("memberships.profile.open_membership")}
        </Button>
      )}
    </CardSection>
  );
}
