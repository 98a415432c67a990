import "@mantine/core/styles/Badge.css";
import { Badge, Button, Group, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../shared/dates/dates";
import { notifySuccess } from "../../shared/notifications/notify";
import { useLogout } from "../../shared/session/use-logout";
import { Loaded } from "../../shared/ui/loaded";
import { CardSection, EmptyNote, LoadingNote } from "../../shared/ui/titled-section";
import { useEndSessionOrDevice, useSessions } from "./account-api";

/** The account's live sessions and trusted devices, each of which the member can end. */
export function SessionsList() {
  const { t } = useTranslation();
  const sessions = useSessions();
  const end = useEndSessionOrDevice();
  const { signOut, isSigningOut } = useLogout();
  const dateFormat = t("common.formats.date_time");

  function endOne(kind: "sessions" | "devices", id: string) {
    // Not mutate's own onSuccess: ending another one before this answer replaces the callbacks,
    // and this toast was lost. A failure is toasted by the mutation.
    end.mutateAsync({ kind, id }).then(
      (message) =>
        void notifySuccess({
          title: kind === "sessions" ? t("account.sessions.ended_title") : t("account.devices.forgotten_title"),
          message,
        }),
      () => undefined,
    );
  }

  const isEnding = (id: string) => end.isPending && end.variables?.id === id;

  return (
    <Loaded read={sessions} failed={t("account.load_failed")} loader={<LoadingNote />}>
      {({ sessions: live, devices }) => (
        <>
          <CardSection id="account-sessions" title={t("account.sessions.title")}>
            {live.map((session) => (
              <BrowserRow
                key={session.id}
                browser={session.browser}
                current={session.current}
                when={
                  t("account.sessions.last_seen", { time: formatDateTime(session.last_seen_at, dateFormat) }) +
                  (session.ip ? ` · ${t("account.sessions.ip", { ip: session.ip })}` : "")
                }
              >
                {session.current ? (
                  <Button variant="light" size="sm" onClick={signOut} loading={isSigningOut}>
                    {t("account.sessions.sign_out")}
                  </Button>
                ) : (
                  <Button
                    variant="default"
                    size="sm"
                    onClick={() => endOne("sessions", session.id)}
                    loading={isEnding(session.id)}
                  >
                    {t("account.sessions.end")}
                  </Button>
                )}
              </BrowserRow>
            ))}
          </CardSection>

          <CardSection id="account-devices" title={t("account.devices.title")} intro={t("account.devices.intro")}>
            {devices.length === 0 && <EmptyNote>{t("account.devices.none")}</EmptyNote>}
            {devices.map((device) => (
              <BrowserRow
                key={device.id}
                browser={device.browser}
                current={device.current}
                when={t("account.devices.first_seen", { time: formatDateTime(device.first_seen_at, dateFormat) })}
              >
                <Button
                  variant="default"
                  size="sm"
                  onClick={() => endOne("devices", device.id)}
                  loading={isEnding(device.id)}
                >
                  {t("account.devices.forget")}
                </Button>
              </BrowserRow>
            ))}
          </CardSection>
        </>
      )}
    </Loaded>
  );
}

/** One browser in either list: its name, "This device" when it is this one, when, and its button. */
function BrowserRow({
  browser,
  current,
  when,
  children,
}: {
  browser: string;
  current: boolean;
  when: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} py="xs" style={{ borderTop: "1px solid var(--mantine-color-gray-2)" }}>
      <Group gap="xs" wrap="wrap">
        <Text fw={600}>{browser}</Text>
        {current && (
          <Badge variant="light" size="sm">
            {t("account.sessions.this_device")}
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {when}
      </Text>
      {children}
    </Stack>
  );
}
