import { type ReactNode, type SelectHTMLAttributes, useId } from "react";
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
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={classes.field} style={style}>
      <label htmlFor={id} className={classes.label}>
        {label}
        {withAsterisk && (
          <span className={classes.asterisk} aria-hidden="true">
            {" *"}
          </span>
        )}
      </label>
      {description && (
        <p id={descriptionId} className={classes.description}>
          {description}
        </p>
      )}
      <select
        {...selectProps}
        id={id}
        className={`${classes.input} ${classes.select}`}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className={classes.error}>
          {error}
        </p>
      )}
    </div>
  );
}
