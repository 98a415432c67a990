import { type CSSProperties, type ReactNode, useId } from "react";
import classes from "./fields.module.css";

/** What a field's control is given to point at its label, hint and error. */
export interface FieldControl {
  id: string;
  describedBy: string | undefined;
  invalid: true | undefined;
}

export interface FieldFrameProps {
  label: string;
  withAsterisk?: boolean;
  description?: string;
  /** Shown under the control in red; the control is marked invalid and points to it. */
  error?: ReactNode;
  style?: CSSProperties;
  /** The control (an input, a select), drawn with the ids it is given. */
  children: (control: FieldControl) => ReactNode;
}

/**
 * What the app's own fields share (the text, password and select fields): the label with its
 * asterisk, the hint above the control and the error below it, wired for screen readers.
 */
export function FieldFrame({ label, withAsterisk, description, error, style, children }: FieldFrameProps) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={classes.field} style={style}>
      <label htmlFor={id} className={classes.label}>
        {label}
        {withAsterisk && <Asterisk />}
      </label>
      {description && (
        <p id={descriptionId} className={classes.description}>
          {description}
        </p>
      )}
      {children({ id, describedBy, invalid: error ? true : undefined })}
      {error && (
        <p id={errorId} className={classes.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The label above a group of controls (a `ChoiceSwitch`, which its fieldset names), as a field's label looks. */
export function GroupLabel({
  id,
  withAsterisk,
  children,
}: {
  id?: string;
  withAsterisk?: boolean;
  children: ReactNode;
}) {
  return (
    <div id={id} className={classes.label}>
      {children}
      {withAsterisk && <Asterisk />}
    </div>
  );
}

/** A required field's mark after its label: seen, not read out (the control says it is required). */
function Asterisk() {
  return (
    <span className={classes.asterisk} aria-hidden="true">
      {" *"}
    </span>
  );
}
