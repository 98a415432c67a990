import type { CSSProperties, ReactNode } from "react";
import classes from "./score-ring.module.css";

/**
 * A score as a ring: what Mantine's RingProgress draws for one section with round caps (the same
 * geometry, track colour and label placement), as plain SVG. RingProgress wraps every section in a
 * floating tooltip, even with none to show, whose effect reads the computed style of each of the
 * ring's ancestors on mount: a forced style calculation of the whole overview in its first task on
 * a slow phone, and the tooltip library in its first load (decision 115).
 */
export function ScoreRing({
  value,
  color,
  size,
  thickness,
  label,
  "aria-label": ariaLabel,
}: {
  /** 0 to 100. */
  value: number;
  /** A theme colour's name ("gkf", "yellow"…): its filled shade, as Mantine's getThemeColor. */
  color: string;
  size: number;
  thickness: number;
  label: ReactNode;
  "aria-label"?: string;
}) {
  const radius = (size * 0.9 - thickness * 2) / 2;
  const circumference = 2 * Math.PI * radius;
  const percent = circumference / 100;
  const centre = size / 2;
  const style = {
    "--ring-size": `calc(${size / 16}rem * var(--mantine-scale))`,
    "--ring-label-offset": `calc(${(thickness * 2) / 16}rem * var(--mantine-scale))`,
  } as CSSProperties;
  return (
    // A figure, whose name is read (on a plain div, as RingProgress put it, aria-label is not).
    <figure className={classes.root} style={style} aria-label={ariaLabel}>
      <svg className={classes.svg} viewBox={`0 0 ${size} ${size}`} aria-hidden="true">
        <circle
          className={classes.track}
          fill="none"
          strokeWidth={thickness}
          cx={centre}
          cy={centre}
          r={radius}
          transform={`scale(1, -1) translate(0, -${size})`}
          strokeDasharray={`${(100 - value) * percent}, ${value * percent}`}
          strokeDashoffset={0}
        />
        <circle
          fill="none"
          stroke={`var(--mantine-color-${color}-filled)`}
          strokeLinecap="round"
          strokeWidth={thickness}
          cx={centre}
          cy={centre}
          r={radius}
          strokeDasharray={`${value * percent}, ${(100 - value) * percent}`}
          strokeDashoffset={circumference}
        />
      </svg>
      <div className={classes.label}>{label}</div>
    </figure>
  );
}
