import type { ReactNode, SelectHTMLAttributes } from "react";
import { FieldFrame } from "./field-frame";
import classes from "./fields.module.css";

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "value" | "onChange"> {
  label: string;
  /** Always given by the forms here; optional only as Mantine's `form.getInputProps` types it. */
  value?: string;
  /** The chosen value (Mantine's `form.getInputProps` accepts it as it is). */
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** The first, empty entry ("Choose…", "Any status"); none when every option is a choice. */
  placeholder?: string;
  description?: string;
  /** Shown under the field in red; the select is marked invalid and points to it. */
  error?: ReactNode;
  /** Marks the label with an asterisk; by default when `required`, as Mantine's inputs do. */
  withAsterisk?: boolean;
}

/**
 * The app's one select (issue 12, one look): a native select (the phone's own picker), looking
 * like the text fields, on the auth pages and in the dashboard alike.
 */
export function SelectField({
  label,
  value,
  onChange,
  options,
  placeholder,
  description,
  error,
  withAsterisk,
  style,
  ...selectProps
}: SelectFieldProps) {
  return (
    <FieldFrame
      label={label}
      withAsterisk={withAsterisk ?? selectProps.required}
      description={description}
      error={error}
      style={style}
    >
      {({ id, describedBy, invalid }) => (
        <select
          {...selectProps}
          id={id}
          className={`${classes.input} ${classes.select}`}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          aria-invalid={invalid}
          aria-describedby={describedBy}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
