import { type SelectHTMLAttributes, useId } from "react";
import classes from "./fields.module.css";

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "value" | "onChange"> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** The first, empty entry ("Choose…"). */
  placeholder: string;
  error?: string | null;
  withAsterisk?: boolean;
}

/** A native select (the phone's own picker), looking like the text fields. */
export function SelectField({
  label,
  value,
  onChange,
  options,
  placeholder,
  error,
  withAsterisk,
  ...selectProps
}: SelectFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        {label}
        {withAsterisk && (
          <span className={classes.asterisk} aria-hidden="true">
            {" *"}
          </span>
        )}
      </label>
      <select
        {...selectProps}
        id={id}
        className={`${classes.input} ${classes.select}`}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
      >
        <option value="">{placeholder}</option>
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
