import { useId } from "react";
import classes from "./fields.module.css";

export interface Choice<T extends string> {
  value: T;
  label: string;
}

interface ChoiceSwitchProps<T extends string> {
  /** The group's name for screen readers. */
  label: string;
  value: T;
  onChange: (value: T) => void;
  choices: readonly Choice<T>[];
}

/**
 * A segmented control made of radio buttons (arrow keys, screen readers and forms work as they
 * do for radios). Mantine's SegmentedControl costs ~3 KB gzipped on the login page's first load.
 */
export function ChoiceSwitch<T extends string>({ label, value, onChange, choices }: ChoiceSwitchProps<T>) {
  const name = useId();
  return (
    <fieldset className={classes.switch} aria-label={label}>
      {choices.map((choice) => (
        <label key={choice.value} className={classes.option}>
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={choice.value === value}
            onChange={() => onChange(choice.value)}
          />
          <span>{choice.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
