/**
 * Names of the codes every surface prints: belts and membership types. The web app's pages (through
 * web/src/shared/ui/labels.ts), the memberships catalogue and the server's PDFs read them from
 * here, so a card, a certificate and a page say the same. A file of its own: the positions and
 * payments pages need these words without the memberships catalogue.
 */
export const labels = {
  belts: {
    KYU_10: "10th kyu",
    KYU_9: "9th kyu",
    KYU_8: "8th kyu",
    KYU_7: "7th kyu",
    KYU_6: "6th kyu",
    KYU_5: "5th kyu",
    KYU_4: "4th kyu",
    KYU_3: "3rd kyu",
    KYU_2: "2nd kyu",
    KYU_1: "1st kyu",
    DAN_1: "1st dan",
    DAN_2: "2nd dan",
    DAN_3: "3rd dan",
    DAN_4: "4th dan",
    DAN_5: "5th dan",
    DAN_6: "6th dan",
    DAN_7: "7th dan",
    DAN_8: "8th dan",
    DAN_9: "9th dan",
    DAN_10: "10th dan",
  },
  membership_types: {
    ATHLETE: "Athlete",
    COACH: "Coach",
    REFEREE: "Referee",
    OFFICIAL: "Official",
  },
} as const;
