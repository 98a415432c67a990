import { Button } from "@mantine/core";
import { useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { hadChildren, rememberHasChildren, setActingFor, useActingFor } from "../../shared/session/acting-for";
import classes from "./acting-switcher.module.css";
import { useAddingChild } from "./adding-child";
import { childName, useChildren } from "./families-api";
import { useFamiliesTexts } from "./texts";

/** The dashboard header's heights (px): the top row, the row of people, the "Acting for" line. */
export const SWITCHER_HEIGHTS = { top: 64, people: 52, acting: 32 } as const;

/**
 * How tall the dashboard's header is: the switcher's rows are shown to a guardian only (someone
 * with children), and the "Acting for" line only while acting for a child.
 */
export function useHeaderHeight(): number {
  const children = useChildren();
  const acting = useActingFor();
  const hasChildren = children.data
    ? children.data.some((child) => child.guardian_access !== "HANDOVER")
    : hadChildren() || acting !== null;
  useEffect(() => {
    if (children.data) rememberHasChildren(children.data.some((child) => child.guardian_access !== "HANDOVER"));
  }, [children.data]);
  // Shown from the tap on "Add a child" (adding-child.ts): the first child joins it without a jump.
  const adding = useAddingChild();
  if (!hasChildren && !adding) return SWITCHER_HEIGHTS.top;
  return SWITCHER_HEIGHTS.top + SWITCHER_HEIGHTS.people + (acting ? SWITCHER_HEIGHTS.acting : 0);
}

/**
 * Switching between "me" and each child in one tap (issue 16), in the dashboard's header. While
 * acting for a child, the header says whose record is shown, by name.
 */
export function ActingSwitcher() {
  useFamiliesTexts();
  const { t } = useTranslation();
  const children = useChildren();
  const acting = useActingFor();
  const adding = useAddingChild();
  // At 18 the guardian's access ends (HANDOVER): only a sign-in of their own is left to give.
  const items = useMemo(
    () => (children.data ?? []).filter((child) => child.guardian_access !== "HANDOVER"),
    [children.data],
  );

  // A child who is no longer the guardian's (18th birthday, removed) is not acted for any more.
  useEffect(() => {
    if (acting && children.data && !items.some((child) => child.id === acting.id)) setActingFor(null);
  }, [acting, children.data, items]);

  if (items.length === 0 && !adding) return null;
  return (
    <div className={classes.bar}>
      <fieldset className={classes.people} aria-label={t("families.switcher.label")} style={{ border: 0, margin: 0 }}>
        <span className={classes.label} aria-hidden="true">
          {t("families.switcher.label")}:
        </span>
        <Button
          className={classes.person}
          size="sm"
          variant={acting ? "subtle" : "white"}
          color={acting ? "white" : "gkf"}
          aria-pressed={!acting}
          onClick={() => setActingFor(null)}
        >
          {t("families.switcher.me")}
        </Button>
        {items.map((child) => {
          const isCurrent = acting?.id === child.id;
          return (
            <Button
              key={child.id}
              className={classes.person}
              size="sm"
              variant={isCurrent ? "white" : "subtle"}
              color={isCurrent ? "gkf" : "white"}
              aria-pressed={isCurrent}
              onClick={() => setActingFor({ id: child.id, name: childName(child) })}
            >
              {child.first_name}
            </Button>
          );
        })}
      </fieldset>
      {acting && (
        <p className={classes.acting} role="status" style={{ margin: 0 }}>
          {t("families.switcher.acting_for", { name: acting.name })}
        </p>
      )}
    </div>
  );
}
