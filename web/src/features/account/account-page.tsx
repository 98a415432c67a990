import "@mantine/core/styles/Alert.css";
import { formatGhanaPhone, type Profile } from "@gkf/contract";
import { Alert, Paper, Stack, Text } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../shared/dates/dates";
import { usePageTitle } from "../../shared/page-meta/use-page-title";
import { useActingFor } from "../../shared/session/acting-for";
import { Loaded } from "../../shared/ui/loaded";
import { PageHeader } from "../../shared/ui/page-header";
import { LoadingNote } from "../../shared/ui/titled-section";
import { useProfile, useSessions } from "./account-api";
import { AddContactForm, contactToAdd } from "./add-contact-form";
import { ChangePasswordForm } from "./change-password-form";
import { PrivacyCard } from "./privacy-card";
import { SessionsList } from "./sessions-list";
import { TfaCard } from "./tfa-card";

/** What other features add to the page (the app's composition, app/router/composed-account-page.tsx). */
interface AccountPageParts {
  /** Above the account: a card opened from a link to this page (a guardian request). */
  before?: ReactNode;
  /** A guardian made from a minor's registration completes their own details here. */
  completeDetails?: (lastName: string) => ReactNode;
}

/** `/dashboard/my-account/index`: who is signed in, two-step sign-in, the password, the sessions and devices. */
export function AccountPage({ before, completeDetails }: AccountPageParts) {
  const { t } = useTranslation();
  usePageTitle(t("account.title"));
  const profile = useProfile();
  // The page appears whole: cards filling in one by one pushed the ones below down (layout shift).
  const sessions = useSessions();
  // Acting for a child, the sessions (the guardian's own) are not waited for: they are not shown.
  const acting = useActingFor();
  const isLoading = profile.isPending || (!acting && sessions.isPending);

  return (
    <Stack gap="md" maw={640}>
      <PageHeader title={t("account.title")} />
      {before}
      {isLoading ? <LoadingNote /> : <AccountCards profile={profile} completeDetails={completeDetails} />}
    </Stack>
  );
}

function AccountCards({
  profile,
  completeDetails,
}: { profile: ReturnType<typeof useProfile> } & Pick<AccountPageParts, "completeDetails">) {
  const { t } = useTranslation();
  // Staff sent here by the control panel find what they must do first (issue 17). Decided once:
  // the card must not move (and lose the recovery codes it shows) when it is turned on.
  const [tfaFirst] = useState(() => Boolean(profile.data && mustSetUpTfa(profile.data)));
  // Acting for a child (decision 111): the child's profile and data, never the guardian's own
  // sign-in, contacts, sessions or two-step sign-in shown as the child's.
  const acting = useActingFor();
  if (acting) {
    return (
      <>
        <ProfileSummary profile={profile} />
        <Alert color="blue">{t("account.acting_for_own_only", { name: acting.name })}</Alert>
        <PrivacyCard />
      </>
    );
  }
  return (
    <>
      <ProfileSummary profile={profile} />

      {profile.data?.details_to_complete && completeDetails?.(profile.data.last_name)}
      {profile.data && tfaFirst && <TfaCard profile={profile.data} />}
      {profile.data && <AddContactCard profile={profile.data} />}
      {profile.data && !tfaFirst && <TfaCard profile={profile.data} />}
      <SessionsList />
      <ChangePasswordForm />
      <PrivacyCard />
    </>
  );
}

/**
 * Who the page is about: name, account type, contacts, since when. While the profile loads, the
 * card's empty frame holds its place.
 */
function ProfileSummary({ profile }: { profile: ReturnType<typeof useProfile> }) {
  const { t } = useTranslation();
  return (
    <Loaded read={profile} failed={t("account.load_failed")} loader={<Paper withBorder p="md" radius="md" />}>
      {(data) => (
        <Paper withBorder p="md" radius="md">
          <Stack gap={4}>
            {/* A guardian's placeholder name is never shown as theirs (decision 111): the form below asks for it. */}
            {!data.details_to_complete && (
              <Text fw={700} fz="lg">
                {`${data.first_name} ${data.last_name}`}
              </Text>
            )}
            <Text size="sm">{t(`account.types.${data.main_role}`)}</Text>
            {data.email && (
              // A long address must wrap on a 360 px screen rather than overflow the card.
              <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                {data.email}
                {data.email_verified ? "" : ` (${t("account.unverified")})`}
              </Text>
            )}
            {data.tel && (
              <Text size="sm" c="dimmed">
                {formatGhanaPhone(data.tel)}
                {data.tel_verified ? "" : ` (${t("account.unverified")})`}
              </Text>
            )}
            <Text size="sm" c="dimmed">
              {t("account.member_since", { date: formatDateTime(data.created_at, t("common.formats.date")) })}
            </Text>
          </Stack>
        </Paper>
      )}
    </Loaded>
  );
}

/** A staff member without two-step sign-in: the control panel stays closed until it is on. */
function mustSetUpTfa(profile: Profile): boolean {
  return profile.staff_roles.length > 0 && profile.tfa_enabled === false;
}

/** "Add a phone number" or "Add an e-mail" while the account lacks a confirmed one (decision 76). */
function AddContactCard({ profile }: { profile: Profile }) {
  const channel = contactToAdd(profile);
  return channel ? <AddContactForm key={channel} channel={channel} /> : null;
}
