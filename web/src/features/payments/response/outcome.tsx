import { Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { ResultIcon } from "../components/result-icon";

/** The head of a payment result: the mark, what happened, and a sentence or two. */
export function Outcome({
  kind,
  title,
  children,
}: {
  kind: "success" | "failure" | "pending";
  title: string;
  children?: ReactNode;
}) {
  return (
    <Stack align="center" gap="xs">
      <ResultIcon kind={kind} />
      <Title order={2} fz="h3" ta="center">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
