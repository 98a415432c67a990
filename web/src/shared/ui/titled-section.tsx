import { Group, Paper, Stack, Text, Title } from "@mantine/core";
import { createContext, type ReactNode, useContext } from "react";
import { useTranslation } from "react-i18next";

/** True inside a card: what a read says while it loads or when it failed is then a line of the card. */
const InCard = createContext(false);
export const useInCard = () => useContext(InCard);

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

/** What a card or a list says while its data is on its way, announced to screen readers. */
export function LoadingNote() {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed" role="status">
      {t("common.loading")}
    </Text>
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

/**
 * A card under its own heading (one look): a bordered section named by its heading, which is sized
 * as an `h4` whatever its level (`h2` under the page's `h1`, `h3` inside a titled section or a
 * card's own part), a badge or buttons beside the heading when it has them (under it when the line
 * is too narrow for both, as in `TitledSection`), a dimmed line under it when the card explains
 * itself, then its content. `id` is the heading's; `anchor` is the section's own id, for a link
 * that scrolls to the card. A `footer` (a card's way on, in a grid of cards) sits at the card's
 * bottom, so that the footers of a row line up. Inside it, `Loaded` and `LoadFailed` speak as
 * lines of the card (`useInCard`).
 */
export function CardSection({
  id,
  title,
  level = 2,
  aside,
  intro,
  anchor,
  footer,
  children,
}: {
  id: string;
  title: ReactNode;
  level?: 2 | 3;
  aside?: ReactNode;
  intro?: ReactNode;
  anchor?: string;
  footer?: ReactNode;
  children?: ReactNode;
}) {
  const heading = (
    <Title order={level} fz="h4" id={id} style={{ overflowWrap: "anywhere" }}>
      {title}
    </Title>
  );
  return (
    <Paper withBorder radius="md" p="md" component="section" id={anchor} aria-labelledby={id}>
      <InCard.Provider value={true}>
        <Stack gap="sm" h={footer ? "100%" : undefined}>
          {aside ? (
            <Group justify="space-between" gap="xs">
              {heading}
              {aside}
            </Group>
          ) : (
            heading
          )}
          {intro && (
            <Text size="sm" c="dimmed">
              {intro}
            </Text>
          )}
          {children}
          {footer && <Stack mt="auto">{footer}</Stack>}
        </Stack>
      </InCard.Provider>
    </Paper>
  );
}
