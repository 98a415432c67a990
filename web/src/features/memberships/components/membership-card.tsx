import type { MembershipRecord } from "@gkf/contract";
import { Box, Button, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDay } from "../../../shared/dates/days";
import { useDownloadFile, useProtectedImage } from "../../../shared/ui/file-downloads";
import { formatBelt, formatMembershipType } from "../../../shared/ui/labels";
import { CardSection } from "../../../shared/ui/titled-section";
import { WRAPPING_BUTTON } from "../../../shared/ui/wrapping-button";
import classes from "./membership-card.module.css";

/**
 * The digital membership card: photo, name, number, belt, expiry and the QR code that opens the
 * public check. Photo and QR need the bearer token, so they arrive as blobs. The PDFs (card and
 * certificate) are downloaded the same way.
 */
export function MembershipCard({ record, name }: { record: MembershipRecord; name: string }) {
  const { t } = useTranslation();
  const certificate = record.membership_certificate;
  const photo = useProtectedImage(certificate ? record.current_passport_photo?.thumbnail_url : null);
  const qr = useProtectedImage(certificate?.qr_url);
  const files = useDownloadFile();
  const dateFormat = t("common.formats.date");

  return (
    <CardSection id="membership-card-heading" title={t("memberships.card.heading")}>
      {!certificate || !record.code ? (
        // A suspended member is not waiting for anything: they are told what the suspension means.
        <Text size="sm" c={record.status === "SUSPENDED" ? undefined : "dimmed"}>
          {record.status === "SUSPENDED" ? t("memberships.card.suspended") : t("memberships.card.not_yet")}
        </Text>
      ) : (
        <>
          <div className={classes.card} data-testid="membership-card">
            <div className={classes.stripe} />
            <Group justify="space-between" px="md" pt="sm" gap="xs" wrap="nowrap">
              <Text fw={800} size="sm" lh={1.2}>
                {t("memberships.card.federation")}
              </Text>
              <Text size="xs" fw={600} style={{ opacity: 0.85 }}>
                {t("memberships.card.title")}
              </Text>
            </Group>
            <div className={classes.body}>
              {photo.src ? (
                <img className={classes.photo} src={photo.src} alt={t("memberships.card.photo_alt", { name })} />
              ) : (
                <div className={classes.photo}>{t("memberships.card.no_photo")}</div>
              )}
              <Stack gap={6}>
                <div>
                  <div className={classes.label}>{t("memberships.card.member")}</div>
                  <div className={classes.value} style={{ fontSize: "var(--mantine-font-size-lg)" }}>
                    {name}
                  </div>
                </div>
                <div>
                  <div className={classes.label}>{t("memberships.card.number")}</div>
                  <div className={`${classes.value} ${classes.number}`}>{record.code}</div>
                </div>
                <Group gap="md">
                  <div>
                    <div className={classes.label}>{t("memberships.card.belt")}</div>
                    <div className={classes.value}>{record.current_belt ? formatBelt(record.current_belt) : "—"}</div>
                  </div>
                  <div>
                    <div className={classes.label}>{t("memberships.card.expires")}</div>
                    <div className={classes.value}>
                      {record.expiry_date ? formatDay(record.expiry_date, dateFormat) : "—"}
                    </div>
                  </div>
                </Group>
              </Stack>
            </div>
            <div className={classes.footer}>
              <Text size="xs" style={{ opacity: 0.85 }}>
                {formatMembershipType(record.current_membership_type)}
                <br />
                {t("memberships.card.scan_hint")}
              </Text>
              {qr.src ? (
                <img className={classes.qr} src={qr.src} alt={t("memberships.card.qr_alt")} />
              ) : (
                <Box className={classes.qr} />
              )}
            </div>
          </div>
          <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap" maw={420}>
            <Button
              variant="light"
              styles={WRAPPING_BUTTON}
              loading={files.isDownloading(certificate.card_url)}
              onClick={() =>
                files.download({ url: certificate.card_url, fileName: `gkf-membership-card-${record.code}.pdf` })
              }
            >
              {t("memberships.card.download_card")}
            </Button>
            <Button
              variant="default"
              styles={WRAPPING_BUTTON}
              loading={files.isDownloading(certificate.certificate_url)}
              onClick={() =>
                files.download({
                  url: certificate.certificate_url,
                  fileName: `gkf-membership-certificate-${record.code}.pdf`,
                })
              }
            >
              {t("memberships.card.download_certificate")}
            </Button>
          </Group>
        </>
      )}
    </CardSection>
  );
}
