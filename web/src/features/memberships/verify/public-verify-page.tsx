import "@mantine/core/styles/Input.css";
import type { CardClaims, PublicNumberCheck, PublicVerification } from "@gkf/contract";
import { Box, Button, Group, Paper, Stack, Text, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { formatDateTime } from "../../../shared/dates/dates";
import { formatDay } from "../../../shared/dates/days";
import { isHttpError } from "../../../shared/http/http-error";
import { usePageTitle } from "../../../shared/page-meta/use-page-title";
import { formatBelt, formatMembershipType } from "../../../shared/ui/labels";
import { CardScanner } from "./card-scanner";
import { tokenFromScan } from "./card-token";
import { Checking, CheckPage, VerdictBanner } from "./verdict-banner";
import { isPassingFailure, useCardCheck, useCardKeysKeeper, useNumberCheck } from "./verify-api";

const NUMBER_PATTERN = /^GKF-[A-Z]{2}-\d{2}-\d{6}$/;
/**
 * Room for the tallest verdict of each kind on a phone, so nothing below it moves when it arrives
 * (CLS). A card's: photo, six facts and a long name wrapping beside the photo (62 characters: five
 * lines, 594 px at 320 and 360 px wide); on a 740 px phone what follows starts below the screen.
 */
const RESULT_HEIGHT = { card: 600, number: 260 };

/**
 * The public card check (docs/decisions.md, "card token design"):
 * - `/verify/t/:token`: a card's QR code. Online, the membership as it is now (a minor without
 *   photo); offline, the signature checked on the phone with the keys it keeps.
 * - `/verify/:code`: a number typed by hand: only whether it is active, with initials.
 * - `/verify`, `/verify/scan`: scan a card with the camera (works offline) or type a number.
 */
export function PublicVerifyPage() {
  const { t } = useTranslation();
  usePageTitle(t("memberships.verify.page_title"));
  const { token, code } = useParams();
  const navigate = useNavigate();
  const [scanProblem, setScanProblem] = useState<string | null>(null);
  // While there is a connection, keep the federation's keys on this phone for offline checks.
  useCardKeysKeeper();

  function onScanned(text: string) {
    const scanned = tokenFromScan(text);
    const number = /\/verify\/([A-Za-z0-9-]+)\/?$/.exec(text.trim())?.[1]?.toUpperCase();
    if (scanned) {
      setScanProblem(null);
      navigate(`/verify/t/${scanned}`);
    } else if (number && NUMBER_PATTERN.test(number)) {
      setScanProblem(null);
      navigate(`/verify/${number}`);
    } else {
      setScanProblem(t("memberships.verify.scan_not_card"));
    }
  }

  return (
    <CheckPage heading={t("memberships.verify.heading")} intro={t("memberships.verify.intro")}>
      {/* The verdict's room is kept while it loads, so nothing below it jumps (CLS). */}
      {token !== undefined && (
        <Box mih={RESULT_HEIGHT.card}>
          <CardResult key={token} token={token} />
        </Box>
      )}
      {token === undefined && code !== undefined && code !== "scan" && (
        <Box mih={RESULT_HEIGHT.number}>
          <NumberResult code={code.trim().toUpperCase()} />
        </Box>
      )}

      <CardScanner onText={onScanned} problem={scanProblem} />
      <CheckNumberForm initialCode={token === undefined && code !== "scan" ? (code ?? "") : ""} />
    </CheckPage>
  );
}

function CardResult({ token }: { token: string }) {
  const { t } = useTranslation();
  const check = useCardCheck(token);
  if (check.state === "checking") {
    return <Checking />;
  }
  if (check.state === "online") return <OnlineVerdict result={check.result} />;
  if (check.state === "offline") {
    const { verdict } = check;
    if (verdict.kind === "genuine") return <OfflineVerdict claims={verdict.claims} expired={verdict.expired} />;
    if (verdict.kind === "not-genuine") return <NotGenuine />;
    return (
      <VerdictBanner tone="bad" title={t("memberships.verify.failed")}>
        {verdict.kind === "no-keys"
          ? t("memberships.verify.offline_no_keys")
          : t("memberships.verify.offline_unknown_key")}
      </VerdictBanner>
    );
  }
  const { error } = check;
  if (isHttpError(error) && error.body?.code === "CARD_NOT_GENUINE") return <NotGenuine />;
  const status = isHttpError(error) ? error.status : null;
  const title =
    status === 404
      ? t("memberships.verify.not_found")
      : status === 429 && isHttpError(error) && error.body
        ? error.body.message
        : t("memberships.verify.failed");
  return <VerdictBanner tone="bad" title={title} />;
}

function NotGenuine() {
  const { t } = useTranslation();
  return (
    <VerdictBanner tone="bad" title={t("memberships.verify.not_genuine")}>
      <Text size="sm">{t("memberships.verify.not_genuine_text")}</Text>
    </VerdictBanner>
  );
}

function OnlineVerdict({ result }: { result: PublicVerification }) {
  const { t } = useTranslation();
  // A member without an approved photo, or a minor, has none to show: leave the space out.
  const [hasPhotoFailed, setPhotoFailed] = useState(false);
  return (
    <VerdictBanner
      tone={result.is_valid ? "good" : "bad"}
      title={t(`memberships.verify.${result.is_valid ? "valid" : "not_valid"}`)}
    >
      <Text size="sm">
        {result.is_valid
          ? t("memberships.verify.valid_text")
          : t("memberships.verify.not_valid_text", {
              status: t(`memberships.statuses.${result.status}`).toLowerCase(),
            })}
      </Text>
      <Group gap="md" wrap="nowrap" align="flex-start">
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
        <Facts
          name={result.name}
          code={result.code}
          type={result.membership_type}
          belt={result.belt}
          status={t(`memberships.statuses.${result.status}`)}
          expiry={result.expiry_date}
        />
      </Group>
      <Text size="xs" c="gray.7">
        {t("memberships.verify.checked_at", {
          time: formatDateTime(result.checked_at, t("common.formats.date_time")),
        })}
      </Text>
    </VerdictBanner>
  );
}

/** The card's own claims, checked with the federation's public key on this phone. */
function OfflineVerdict({ claims, expired }: { claims: CardClaims; expired: boolean }) {
  const { t } = useTranslation();
  const expiry = claims.x ? formatDay(claims.x, t("common.formats.date")) : "—";
  return (
    <VerdictBanner
      tone={expired ? "bad" : "good"}
      title={t(`memberships.verify.${expired ? "offline_expired" : "offline_genuine"}`)}
    >
      <Text size="sm">
        {expired
          ? t("memberships.verify.offline_expired_text", { date: expiry })
          : t("memberships.verify.offline_genuine_text")}
      </Text>
      <Facts name={claims.n} code={claims.code} type={claims.t} belt={claims.b} expiry={claims.x} />
    </VerdictBanner>
  );
}

function Facts(props: {
  name: string;
  code: string;
  type: string;
  belt: string | null;
  status?: string;
  expiry: string | null;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={6} style={{ minWidth: 0 }}>
      <Fact label={t("memberships.verify.name")} value={props.name} strong />
      <Fact label={t("memberships.card.number")} value={props.code} />
      <Fact label={t("memberships.verify.type")} value={formatMembershipType(props.type)} />
      <Fact
        label={t("memberships.verify.belt")}
        value={props.belt ? formatBelt(props.belt as Parameters<typeof formatBelt>[0]) : t("memberships.no_belt")}
      />
      {props.status && <Fact label={t("memberships.verify.status")} value={props.status} />}
      <Fact
        label={t("memberships.verify.expires")}
        value={props.expiry ? formatDay(props.expiry, t("common.formats.date")) : "—"}
      />
    </Stack>
  );
}

function Fact({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div>
      <Text size="xs" c="gray.7" fw={600}>
        {label}
      </Text>
      <Text fw={strong ? 800 : 600} fz={strong ? "lg" : "sm"} style={{ overflowWrap: "anywhere" }}>
        {value}
      </Text>
    </div>
  );
}

/** A number typed by hand: active or not, with initials, and why scanning is better. */
function NumberResult({ code }: { code: string }) {
  const { t } = useTranslation();
  const valid = NUMBER_PATTERN.test(code);
  const check = useNumberCheck(valid ? code : "");
  if (!valid) return <VerdictBanner tone="bad" title={t("memberships.verify.code_invalid")} />;
  if (check.isPending) {
    return <Checking />;
  }
  if (check.isError) {
    const { error } = check;
    const title =
      isHttpError(error) && error.status === 429 && error.body ? error.body.message : t("memberships.verify.failed");
    // Asked again twice already (verify-api); the person can ask once more, except after a refusal.
    return (
      <VerdictBanner tone="bad" title={title}>
        {isPassingFailure(error) ? (
          <Button variant="light" onClick={() => void check.refetch()} loading={check.isFetching}>
            {t("common.actions.retry")}
          </Button>
        ) : undefined}
      </VerdictBanner>
    );
  }
  const result: PublicNumberCheck = check.data;
  return (
    <VerdictBanner
      tone={result.is_active ? "good" : "bad"}
      title={t(`memberships.verify.${result.is_active ? "number_active" : "number_inactive"}`)}
    >
      <Text size="sm">
        {result.is_active
          ? t("memberships.verify.number_active_text", { initials: result.initials ?? "" })
          : t("memberships.verify.number_inactive_text", { code: result.code })}
      </Text>
      <Text size="sm" c="gray.7">
        {t("memberships.verify.number_note")}
      </Text>
    </VerdictBanner>
  );
}

/** Type or correct a number and check it (the page's address changes, so it can be shared). */
function CheckNumberForm({ initialCode }: { initialCode: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [value, setValue] = useState(initialCode);
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const code = value.trim().toUpperCase();
    if (!NUMBER_PATTERN.test(code)) {
      setProblem(t("memberships.verify.code_invalid"));
      return;
    }
    setProblem(null);
    navigate(`/verify/${encodeURIComponent(code)}`);
  }

  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={submit} noValidate>
        <Text fw={700} mb="xs">
          {t("memberships.verify.number_heading_form")}
        </Text>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            size="lg"
            label={t("memberships.verify.code_label")}
            placeholder={t("memberships.verify.code_placeholder")}
            value={value}
            error={problem}
            onChange={(event) => setValue(event.currentTarget.value)}
            autoCapitalize="characters"
            style={{ flex: "1 1 200px" }}
          />
          <Button size="lg" type="submit" variant="light">
            {t("memberships.verify.check")}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
