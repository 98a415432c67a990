import { Group, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * A list on a page under its own heading (one look): the section, named by its `h2` (sized as an
 * `h3`, under the page's `h1`), a button beside the heading when the list has one, the items under it.
 * `id` is the heading's, which names the section for screen readers and links.
 */
export function TitledSection({
  id,
  title,
  actions,
  children,
}: {
  id: string;
  title: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const heading = (
    <Title order={2} fz="h3" id={id}>
      {title}
    </Title>
  );
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      {actions ? (
        <Group justify="space-between" gap="xs">
          {heading}
          {actions}
        </Group>
      ) : (
        heading
      )}
      {children}
    </Stack>
  );
}

/** What a list says when it has nothing to show ("No events yet"), in one look everywhere. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  );
}
