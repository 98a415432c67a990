import { Button, Group, Paper, SimpleGrid, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";

interface RowsFieldsetProps<Row> {
  /** The fieldset's legend, a small heading. */
  legend: string;
  /** Between the legend and the rows: a hint, the list's own error. */
  children?: ReactNode;
  rows: readonly Row[];
  /** A row's fields, laid out two to a line from a tablet up. */
  renderRow: (row: Row, index: number) => ReactNode;
  /** The remove button's text, naming the row (screen readers hear which one). */
  removeLabel: (index: number) => string;
  onRemove: (index: number) => void;
  /** While there are no more rows than this, none offers to be removed (a panel keeps one examiner). */
  keepAtLeast?: number;
  addLabel: string;
  onAdd: () => void;
}

/**
 * A list of like rows inside a form (an event's categories, a grading's examiners): each row a
 * bordered card with its fields and a remove button, and a button under them that adds one.
 */
export function RowsFieldset<Row>({
  legend,
  children,
  rows,
  renderRow,
  removeLabel,
  onRemove,
  keepAtLeast = 0,
  addLabel,
  onAdd,
}: RowsFieldsetProps<Row>) {
  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Title order={3} fz="h5" component="legend">
        {legend}
      </Title>
      {children}
      {rows.map((row, index) => (
        // Rows have no identity of their own while they are typed: their place is it.
        // biome-ignore lint/suspicious/noArrayIndexKey: the row's place is its identity while it is edited
        <Paper key={index} withBorder radius="md" p="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            {renderRow(row, index)}
          </SimpleGrid>
          {rows.length > keepAtLeast && (
            <Group justify="flex-end" mt="xs">
              <Button variant="subtle" color="red" onClick={() => onRemove(index)}>
                {removeLabel(index)}
              </Button>
            </Group>
          )}
        </Paper>
      ))}
      <div>
        <Button variant="light" onClick={onAdd}>
          {addLabel}
        </Button>
      </div>
    </Stack>
  );
}
