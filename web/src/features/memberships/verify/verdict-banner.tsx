import { Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { AlertIcon, CheckIcon } from "../components/icons";

/**
 * A check's verdict first, big, then the facts (a card's or a grade certificate's public check).
 * Dark shades: white text stays readable in sunlight.
 */
export function VerdictBanner({
  tone,
  title,
  children,
}: {
  tone: "good" | "bad";
  title: string;
  children?: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" shadow="sm" style={{ overflow: "hidden" }} data-testid="verify-verdict">
      <Group
        gap="sm"
        p="md"
        bg={tone === "good" ? "gkf.7" : "red.8"}
        c="white"
        wrap="nowrap"
        role={tone === "good" ? "status" : "alert"}
        aria-live="polite"
      >
        {tone === "good" ? <CheckIcon size={40} /> : <AlertIcon size={40} />}
        <Text fz={26} fw={900} lh={1.1} style={{ letterSpacing: "0.04em" }}>
          {title}
        </Text>
      </Group>
      {children && (
        <Stack gap="sm" p="md">
          {children}
        </Stack>
      )}
    </Paper>
  );
}

/** A public check's page (a card's, a grade certificate's): its name, what it checks, then the check. */
export function CheckPage({ heading, intro, children }: { heading: string; intro: string; children: ReactNode }) {
  return (
    <Container size="xs" py="xl" px="md">
      <Stack gap="md">
        <div>
          <Title order={1} fz="h2">
            {heading}
          </Title>
          <Text c="gray.7" size="sm">
            {intro}
          </Text>
        </div>
        {children}
      </Stack>
    </Container>
  );
}

/** What stands in the verdict's place while the check runs. */
export function Checking() {
  const { t } = useTranslation();
  return (
    <Text c="gray.7" role="status">
      {t("memberships.verify.checking")}
    </Text>
  );
}
