import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/Badge.css";
import { formatGhanaPhone, type Profile } from "@gkf/contract";
import { Badge, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../../shared/notifications/notify";
import { CardSection } from "../../../shared/ui/titled-section";
import { type ContactChannel, useConfirmContact, useSendContactCode } from "../api/verify-contact";

const CODE_SHAPE = /^\d{6}$/;

/** One contact (e-mail or phone): its address, whether it is confirmed, and the code flow when it is not. */
function ContactRow({ channel, value, isVerified }: { channel: ContactChannel; value: string; isVerified: boolean }) {
  const { t } = useTranslation();
  const sendCode = useSendContactCode();
  const confirm = useConfirmContact();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const label = channel === "email" ? t("memberships.profile.contact.email") : t("memberships.profile.contact.tel");

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!CODE_SHAPE.test(code.trim())) {
      setError(t("memberships.profile.contact.invalid_code"));
      return;
    }
    setError(null);
    // Not mutate's own callbacks: the profile read again once confirmed can take this row's form
    // away first, and the toast was lost although the contact was confirmed.
    confirm.mutateAsync({ channel, code: code.trim() }).then(
      (message) => {
        sendCode.reset();
        setCode("");
        void notifySuccess({ title: t("memberships.profile.contact.confirmed_title"), message });
      },
      () => undefined,
    );
  }

  return (
    <Stack gap={6} py="sm" style={{ borderTop: "1px solid var(--mantine-color-gray-2)" }}>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed" fw={600}>
            {label}
          </Text>
          <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
            {channel === "tel" ? formatGhanaPhone(value) : value}
          </Text>
        </div>
        <Badge color={isVerified ? "green" : "gray"} variant="light" style={{ flex: "none" }}>
          {isVerified ? t("memberships.profile.contact.verified") : t("memberships.profile.contact.unverified")}
        </Badge>
      </Group>
      {!isVerified && !sendCode.data && (
        <Button
          variant="light"
          size="sm"
          w="fit-content"
          loading={sendCode.isPending}
          onClick={() => sendCode.mutate(channel)}
        >
          {t("memberships.profile.contact.send_code")}
        </Button>
      )}
      {!isVerified && sendCode.data && (
        <form onSubmit={submit} noValidate>
          <Stack gap="xs">
            <Text size="sm">{t("memberships.profile.contact.code_sent", { sent_to: sendCode.data.sent_to })}</Text>
            <TextInput
              size="md"
              label={t("memberships.profile.contact.code_label")}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              error={error}
              maw={220}
            />
            <Group gap="xs">
              <Button type="submit" size="sm" loading={confirm.isPending}>
                {t("memberships.profile.contact.confirm")}
              </Button>
              <Button variant="subtle" size="sm" onClick={() => sendCode.reset()}>
                {t("memberships.profile.contact.cancel")}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}

/** The account's e-mail address and phone, each with its "confirmed" badge (profile's email_verified/tel_verified). */
export function ContactVerification({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  return (
    <CardSection
      id="contact-heading"
      title={t("memberships.profile.contact.heading")}
      intro={t("memberships.profile.contact.intro")}
    >
      {profile.email && <ContactRow channel="email" value={profile.email} isVerified={profile.email_verified} />}
      {profile.tel && <ContactRow channel="tel" value={profile.tel} isVerified={profile.tel_verified} />}
    </CardSection>
  );
}
