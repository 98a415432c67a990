import type { Belt } from "@gkf/contract";
import type { TFunction } from "i18next";

const BELT_CODE = /^(KYU|DAN)_(\d{1,2})$/;

/** KYU_3 → "3rd kyu", DAN_1 → "1st dan" (the ordinal comes from the catalogue's plural rules). */
export function formatBelt(belt: Belt, t: TFunction): string {
  const match = BELT_CODE.exec(belt);
  if (!match) return belt;
  const count = Number(match[2]);
  return match[1] === "DAN"
    ? t("positions.belt.dan", { count, ordinal: true })
    : t("positions.belt.kyu", { count, ordinal: true });
}
