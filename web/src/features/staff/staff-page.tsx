import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/Table.css";
import { GRANTABLE_STAFF_ROLES, type GrantableStaffRole, type StaffGrant } from "@gkf/contract";
import { Alert, Button, Group, Modal, Stack, Table, Text, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRegions } from "../../shared/api/regions";
import { formatDateTime } from "../../shared/dates/dates";
import { getRegionOptions } from "../../shared/forms/region-options";
import { SelectField } from "../../shared/forms/select-field";
import { type HttpError, isHttpError } from "../../shared/http/http-error";
import { isKeyOf } from "../../shared/i18n/i18n";
import { notifySuccess } from "../../shared/notifications/notify";
import { usePageTitle } from "../../shared/page-meta/use-page-title";
import { LoadFailed } from "../../shared/ui/load-failed";
import { PageHeader } from "../../shared/ui/page-header";
import { CardSection, LoadingNote } from "../../shared/ui/titled-section";
import { useOpening } from "../../shared/ui/use-opening";
import { useGrantStaff, useRevokeStaff, useStaffGrants } from "./api/staff-api";
import { useStaffTexts } from "./texts";

const fullName = (grant: StaffGrant) => `${grant.member.first_name} ${grant.member.last_name}`.trim();

/** The server's refusal in the page's words when it has them (its own message otherwise). */
function useRefusalText() {
  const { t } = useTranslation();
  return (error: unknown): string | null => {
    if (!isHttpError(error) || !error.body) return null;
    const errors = t("staff.errors", { returnObjects: true }) as Record<string, string>;
    const { code, message, fields } = (error as HttpError).body ?? { code: "", message: "" };
    if (fields)
      return Object.entries(fields)
        .map(([field, reason]) => `${field} ${reason}`)
        .join(" · ");
    return (isKeyOf(errors, code) ? errors[code] : undefined) ?? message;
  };
}

function GrantForm() {
  const { t } = useTranslation();
  const regions = useRegions({ silent: true });
  const grant = useGrantStaff();
  const refusal = useRefusalText();
  const [member, setMember] = useState("");
  const [role, setRole] = useState<GrantableStaffRole>("REGIONAL_ADMIN");
  const [region, setRegion] = useState("");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Not mutate's own callbacks: they never run once the official has left the page, and a second
    // grant sent before the first answer replaced them; the toast was lost although the role was given.
    grant.mutateAsync({ member: member.trim(), grant: role, ...(role === "REGIONAL_ADMIN" ? { region } : {}) }).then(
      (granted) => {
        setMember("");
        void notifySuccess({
          title: t("staff.grant.heading"),
          message: t("staff.grant.done", { name: fullName(granted), role: t(`staff.roles.${granted.role}`) }),
        });
      },
      () => undefined,
    );
  };

  return (
    <CardSection id="grant-heading" title={t("staff.grant.heading")}>
      <form onSubmit={submit} aria-labelledby="grant-heading">
        <Stack gap="sm">
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t("staff.grant.member")}
              description={t("staff.grant.member_hint")}
              required
              value={member}
              onChange={(event) => setMember(event.currentTarget.value)}
              miw={260}
            />
            <SelectField
              label={t("staff.grant.role")}
              value={role}
              onChange={(value) => setRole(value as GrantableStaffRole)}
              options={GRANTABLE_STAFF_ROLES.map((value) => ({ value, label: t(`staff.roles.${value}`) }))}
            />
            {role === "REGIONAL_ADMIN" && (
              <SelectField
                label={t("staff.grant.region")}
                required
                withAsterisk
                value={region}
                onChange={setRegion}
                placeholder=""
                options={getRegionOptions(regions.data?.items)}
              />
            )}
            <Button type="submit" loading={grant.isPending}>
              {t("staff.grant.submit")}
            </Button>
          </Group>
          {grant.isError && refusal(grant.error) && (
            <Alert color="red" role="alert">
              {refusal(grant.error)}
            </Alert>
          )}
        </Stack>
      </form>
    </CardSection>
  );
}

/** `/dashboard/my-control-panel/staff`: who is staff, granted and revoked by super admins. */
export function StaffPage() {
  useStaffTexts();
  const { t } = useTranslation();
  usePageTitle(t("staff.page_title"));
  const grants = useStaffGrants();
  const revoke = useRevokeStaff();
  const refusal = useRefusalText();
  const regions = useRegions({ silent: true });
  const [confirming, setConfirming] = useState<StaffGrant | null>(null);
  const refused = isHttpError(grants.error) && grants.error.status === 403;
  const regionName = (code: string | null) =>
    code ? (regions.data?.items.find((entry) => entry.code === code)?.name ?? code) : "";
  const roleName = (grant: StaffGrant) => t(`staff.roles.${grant.role}`);

  // The page keeps the dialog: a revocation answered after it was closed still toasts, but closes
  // no later opening (another grant's).
  const opening = useOpening();
  const closeConfirm = () => {
    opening.closed();
    setConfirming(null);
  };
  const confirm = () => {
    if (!confirming) return;
    const grant = confirming;
    const stillOpen = opening.current();
    // Not mutate's own callbacks: the grants read again, or another revocation, dropped them, and
    // the toast was lost although the role was taken back.
    revoke.mutateAsync(grant.id).then(
      () => {
        if (stillOpen()) closeConfirm();
        void notifySuccess({
          title: t("staff.revoke.title"),
          message: t("staff.revoke.done", { name: fullName(grant), role: roleName(grant) }),
        });
      },
      () => undefined,
    );
  };

  return (
    <Stack gap="md" maw={1100}>
      <PageHeader title={t("staff.heading")} subtitle={t("staff.intro")} back="my-control-panel" />
      {grants.isPending && <LoadingNote />}
      {refused && <LoadFailed message={t("staff.refused")} />}
      {grants.isError && !refused && <LoadFailed message={t("staff.load_failed")} onRetry={() => grants.refetch()} />}
      {grants.data && (
        <>
          <GrantForm />
          {grants.data.items.length === 0 ? (
            <Text>{t("staff.empty")}</Text>
          ) : (
            <Table.ScrollContainer minWidth={720}>
              <Table striped withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    {(["member", "username", "role", "region", "granted_at", "actions"] as const).map((column) => (
                      <Table.Th scope="col" key={column}>
                        {t(`staff.columns.${column}`)}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {grants.data.items.map((grant) => (
                    <Table.Tr key={grant.id}>
                      <Table.Th scope="row" fw={500}>
                        {fullName(grant)}
                      </Table.Th>
                      <Table.Td>{grant.member.username ?? ""}</Table.Td>
                      <Table.Td>{roleName(grant)}</Table.Td>
                      <Table.Td>{regionName(grant.region)}</Table.Td>
                      <Table.Td>{formatDateTime(grant.granted_at, "D MMM YYYY")}</Table.Td>
                      <Table.Td>
                        <Button
                          size="xs"
                          variant="light"
                          color="red"
                          onClick={() => {
                            revoke.reset();
                            setConfirming(grant);
                          }}
                          aria-label={t("staff.revoke.label", { role: roleName(grant), name: fullName(grant) })}
                        >
                          {t("staff.revoke.button")}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </>
      )}
      <Modal opened={confirming !== null} onClose={closeConfirm} title={t("staff.revoke.title")} centered>
        {confirming && (
          <Stack gap="sm">
            <Text>{t("staff.revoke.text", { name: fullName(confirming), role: roleName(confirming) })}</Text>
            {revoke.isError && refusal(revoke.error) && (
              <Alert color="red" role="alert">
                {refusal(revoke.error)}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="subtle" onClick={closeConfirm}>
                {t("staff.revoke.cancel")}
              </Button>
              <Button color="red" loading={revoke.isPending} onClick={confirm}>
                {t("staff.revoke.confirm")}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
