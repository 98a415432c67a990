import { Box, Text } from "@mantine/core";

export type ScanOutcomeValue = { tone: "good" | "bad"; text: string } | null;

/**
 * What the last card scan or typed number did, under a scanner (a dojo's roll call, an event's
 * check-in): good news in the federation's green as a status, a problem in red as an alert. Its
 * room is kept, so a result appearing moves nothing below it.
 */
export function ScanOutcome({ outcome }: { outcome: ScanOutcomeValue }) {
  return (
    <Box mih="1.5em">
      {outcome && (
        <Text
          key={outcome.text}
          size="sm"
          fw={600}
          c={outcome.tone === "bad" ? "red.8" : "gkf.7"}
          role={outcome.tone === "bad" ? "alert" : "status"}
        >
          {outcome.text}
        </Text>
      )}
    </Box>
  );
}
