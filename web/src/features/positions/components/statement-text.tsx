import { Text } from "@mantine/core";

/** A member's own text (a statement, a decision note): line breaks kept, long words wrapped on phones. */
export function StatementText({ children }: { children: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
      {children}
    </Text>
  );
}
