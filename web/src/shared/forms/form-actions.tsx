import "@mantine/core/styles/Alert.css";
import { Alert, Button, type ButtonProps, Group } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * The end of a small form: the server's refusal (when there is one) above the submit button and,
 * when the form has one, a way back. `danger` paints the submit red (turning something off).
 */
export function FormActions({
  submitLabel,
  submitting,
  cancelLabel,
  onCancel,
  refusal,
  danger = false,
  cancelVariant = "subtle",
}: {
  submitLabel: ReactNode;
  submitting: boolean;
  cancelLabel?: ReactNode;
  onCancel?: () => void;
  refusal?: ReactNode;
  danger?: boolean;
  cancelVariant?: ButtonProps["variant"];
}) {
  return (
    <>
      {refusal && (
        <Alert color="red" role="alert">
          {refusal}
        </Alert>
      )}
      <Group gap="sm">
        <Button type="submit" color={danger ? "red" : undefined} loading={submitting}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant={cancelVariant} onClick={onCancel}>
            {cancelLabel}
          </Button>
        )}
      </Group>
    </>
  );
}
