import type { labels as labelsEn } from "./en-labels.js";
import type { Translation } from "./languages.js";

/** French twin of en-labels.ts: belts and membership types. */
export const labels = {
  belts: {
    KYU_10: "10e kyu",
    KYU_9: "9e kyu",
    KYU_8: "8e kyu",
    KYU_7: "7e kyu",
    KYU_6: "6e kyu",
    KYU_5: "5e kyu",
    KYU_4: "4e kyu",
    KYU_3: "3e kyu",
    KYU_2: "2e kyu",
    KYU_1: "1er kyu",
    DAN_1: "1er dan",
    DAN_2: "2e dan",
    DAN_3: "3e dan",
    DAN_4: "4e dan",
    DAN_5: "5e dan",
    DAN_6: "6e dan",
    DAN_7: "7e dan",
    DAN_8: "8e dan",
    DAN_9: "9e dan",
    DAN_10: "10e dan",
  },
  membership_types: {
    ATHLETE: "Athlète",
    COACH: "Entraîneur",
    REFEREE: "Arbitre",
    OFFICIAL: "Officiel",
  },
} as const satisfies Translation<typeof labelsEn>;
