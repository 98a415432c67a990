import { Container, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { usePageTitle } from "../../../shared/page-meta/use-page-title";

/** The card every auth page sits in: narrow, one column, full width on a 360 px phone. */
export function AuthFrame({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Container size={480} px="sm" py="lg">
      <Paper withBorder shadow="xs" p="lg" radius="md">
        <Stack gap="md">
          <Title order={1} fz="h2">
            {title}
          </Title>
          {intro && (
            <Text c="dimmed" size="sm">
              {intro}
            </Text>
          )}
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
