import type { InputHTMLAttributes, ReactNode } from "react";
import { FieldFrame } from "./field-frame";
import classes from "./fields.module.css";

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange"> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  description?: string;
  /** Shown under the field in red; the input is marked invalid and points to it. */
  error?: string | null;
  /**
   * Marks the label with an asterisk (by default when `required`, as Mantine's inputs do);
   * validation stays with the form (no browser bubbles).
   */
  withAsterisk?: boolean;
  /** Sits inside the right end of the input (the password field's Show button). */
  rightSection?: ReactNode;
}

/** A labelled input with its hint and error, wired for screen readers. */
export function TextField({
  label,
  value,
  onChange,
  description,
  error,
  withAsterisk,
  rightSection,
  className,
  ...inputProps
}: TextFieldProps) {
  return (
    <FieldFrame
      label={label}
      withAsterisk={withAsterisk ?? inputProps.required}
      description={description}
      error={error}
    >
      {({ id, describedBy, invalid }) => (
        <div className={classes.control}>
          <input
            {...inputProps}
            id={id}
            className={[classes.input, className].filter(Boolean).join(" ")}
            value={value}
            onChange={(event) => onChange(event.currentTarget.value)}
            aria-invalid={invalid}
            aria-describedby={describedBy}
          />
          {rightSection}
        </div>
      )}
    </FieldFrame>
  );
}
