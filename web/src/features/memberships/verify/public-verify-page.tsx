import "@mantine/core/styles/Input.css";
import type { PublicVerification } from "@gkf/contract";
import { Button, Container, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { formatDateTime } from "../../../shared/dates/dates";
import { isHttpError } from "../../../shared/http/http-error";
import { usePageTitle } from "../../../shared/page-meta/use-page-title";
import { usePublicVerification } from "../api/get-public-verification";
import { formatBelt } from "../components/belt-display";
import { formatDay } from "../components/format-dates";
import { AlertIcon, CheckIcon } from "../components/icons";
import { formatMembershipType } from "../components/membership-labels";

/**
 * `/verify/:code`: anyone (a referee at a tournament, a dojo) checks that a card is genuine. The
 * QR code on the card opens this page. A big verdict first, then who it is; nothing private.
 */
export function PublicVerifyPage() {
  const { t } = useTranslation();
  usePageTitle(t("memberships.verify.page_title"));
  const { code = "" } = useParams();
  const verification = usePublicVerification(code.trim());

  return (
    <Container size="xs" py="xl" px="md">
      <Stack gap="md">
        <div>
          <Title order={1} fz="h2">
            {t("memberships.verify.heading")}
          </Title>
          <Text c="dimmed" size="sm">
            {t("memberships.verify.intro")}
          </Text>
        </div>

        {verification.isPending && (
          <Text c="dimmed" role="status">
            {t("memberships.verify.checking")}
          </Text>
        )}
        {verification.isError && <VerificationProblem error={verification.error} />}
        {verification.data && <Verdict code={code} result={verification.data} />}

        <CheckAnotherForm initialCode={code} />
      </Stack>
    </Container>
  );
}

function Verdict({ code, result }: { code: string; result: PublicVerification }) {
  const { t } = useTranslation();
  // A member without an approved photo has none to show: leave the space out rather than a broken image.
  const [hasPhotoFailed, setPhotoFailed] = useState(false);
  const dateFormat = t("common.formats.date");
  // Dark shades: white text on them stays readable in sunlight (contrast above 4.5:1).
  const colour = result.is_valid ? "gkf.7" : "red.8";
  return (
    <Paper withBorder radius="lg" shadow="sm" style={{ overflow: "hidden" }} data-testid="verify-verdict">
      <Group gap="sm" p="md" bg={colour} c="white" wrap="nowrap" role="status" aria-live="polite">
        {result.is_valid ? <CheckIcon size={40} /> : <AlertIcon size={40} />}
        <div>
          <Text fz={30} fw={900} lh={1.1} style={{ letterSpacing: "0.04em" }}>
            {result.is_valid ? t("memberships.verify.valid") : t("memberships.verify.not_valid")}
          </Text>
          <Text size="sm">
            {result.is_valid
              ? t("memberships.verify.valid_text")
              : t("memberships.verify.not_valid_text", {
                  status: t(`memberships.statuses.${result.status}`).toLowerCase(),
                })}
          </Text>
        </div>
      </Group>
      <Group p="md" gap="md" wrap="nowrap" align="flex-start">
        {result.photo_url && !hasPhotoFailed && (
          <img
            onError={() => setPhotoFailed(true)}
            src={result.photo_url}
            alt={t("memberships.verify.photo_alt")}
            width={88}
            height={110}
            style={{
              objectFit: "cover",
              borderRadius: 6,
              border: "1px solid var(--mantine-color-gray-3)",
              flex: "none",
            }}
          />
        )}
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Fact label={t("memberships.verify.name")} value={result.name} strong />
          <Fact label={t("memberships.card.number")} value={code} />
          <Fact label={t("memberships.verify.type")} value={formatMembershipType(result.membership_type, t)} />
          <Fact
            label={t("memberships.verify.belt")}
            value={result.belt ? formatBelt(result.belt, t) : t("memberships.no_belt")}
          />
          <Fact label={t("memberships.verify.status")} value={t(`memberships.statuses.${result.status}`)} />
          <Fact
            label={t("memberships.verify.expires")}
            value={result.expiry_date ? formatDay(result.expiry_date, dateFormat) : "—"}
          />
        </Stack>
      </Group>
      <Text size="xs" c="dimmed" px="md" pb="md">
        {t("memberships.verify.checked_at", {
          time: formatDateTime(result.checked_at, t("common.formats.date_time")),
        })}
      </Text>
    </Paper>
  );
}

function Fact({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fw={strong ? 800 : 600} fz={strong ? "lg" : "sm"} style={{ overflowWrap: "anywhere" }}>
        {value}
      </Text>
    </div>
  );
}

/** 404: no such number; 429: too many look-ups (the server's sentence says how long to wait). */
function VerificationProblem({ error }: { error: Error }) {
  const { t } = useTranslation();
  const status = isHttpError(error) ? error.status : null;
  const isNotFound = status === 404;
  const message =
    status === 429 && isHttpError(error) && error.body ? error.body.message : t("memberships.verify.failed");
  return (
    <Paper withBorder radius="lg" style={{ overflow: "hidden" }} data-testid="verify-verdict">
      <Group gap="sm" p="md" bg="red.8" c="white" wrap="nowrap" role="alert">
        <AlertIcon size={40} />
        <Text fz={isNotFound ? 22 : "md"} fw={800} lh={1.2}>
          {isNotFound ? t("memberships.verify.not_found") : message}
        </Text>
      </Group>
      {isNotFound && (
        <Text size="sm" p="md">
          {t("memberships.verify.not_found_text")}
        </Text>
      )}
    </Paper>
  );
}

/** Type or correct a number and check it (the page's address changes, so it can be shared). */
function CheckAnotherForm({ initialCode }: { initialCode: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [value, setValue] = useState(initialCode);

  function submit(event: FormEvent) {
    event.preventDefault();
    const code = value.trim().toUpperCase();
    if (code) navigate(`/verify/${encodeURIComponent(code)}`);
  }

  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={submit} noValidate>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            size="md"
            label={t("memberships.verify.code_label")}
            placeholder={t("memberships.verify.code_placeholder")}
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            autoCapitalize="characters"
            style={{ flex: "1 1 200px" }}
          />
          <Button type="submit" variant="light">
            {t("memberships.verify.check")}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
