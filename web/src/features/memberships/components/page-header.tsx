import { Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** The section's H1 (kept as the dashboard names it), then the page's own heading and intro. */
export function PageHeader({
  sectionTitle,
  heading,
  intro,
  children,
}: {
  sectionTitle: string;
  heading?: string;
  intro?: string;
  children?: ReactNode;
}) {
  return (
    <Stack gap={6}>
      <Title order={1} fz="h2">
        {sectionTitle}
      </Title>
      {children}
      {heading && (
        <Title order={2} fz="h3" mt={4}>
          {heading}
        </Title>
      )}
      {intro && (
        <Text size="sm" c="dimmed">
          {intro}
        </Text>
      )}
    </Stack>
  );
}
