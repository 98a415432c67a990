// Words printed on the events' organiser sheets (event-sheets.ts), in the organiser's language.
// Kept beside the sheets rather than in pdf.en.ts: only the server prints them. The French
// object must have the English one's shape (the type says so), so neither lacks a word.

import type { EventType, Language } from "@gkf/contract";

const en = {
  check_in_title: "Check-in list",
  results_title: "Results",
  attendance_title: "Attendance",
  generated: "Printed {{date}} at {{time}} UTC from GKF Portal",
  page: "Page {{page}}",
  no_category: "Entries",
  none: "No confirmed entries.",
  no_results: "No results recorded yet.",
  total: "{{count}} confirmed, {{checked}} checked in",
  columns: {
    tick: "",
    number: "Membership no.",
    name: "Name",
    club: "Club",
    belt: "Belt",
    checked_in: "Checked in",
    placing: "Place",
    attended: "Attended",
    region: "Region",
  },
  medals: { 1: "Gold", 2: "Silver", 3: "Bronze" } as Record<number, string>,
  yes: "Yes",
  no: "No",
  not_recorded: "—",
  types: {
    TOURNAMENT: "Tournament",
    SEMINAR: "Seminar",
    GRADING: "Grading",
    REFEREE_COURSE: "Referee course",
  } as Record<EventType, string>,
};

type SheetTexts = typeof en;

const fr: SheetTexts = {
  check_in_title: "Liste d'accueil",
  results_title: "Résultats",
  attendance_title: "Présences",
  generated: "Imprimé le {{date}} à {{time}} UTC depuis GKF Portal",
  page: "Page {{page}}",
  no_category: "Inscriptions",
  none: "Aucune inscription confirmée.",
  no_results: "Aucun résultat enregistré pour l'instant.",
  total: "{{count}} confirmées, {{checked}} présentes",
  columns: {
    tick: "",
    number: "N° d'adhésion",
    name: "Nom",
    club: "Club",
    belt: "Ceinture",
    checked_in: "Arrivée",
    placing: "Place",
    attended: "Présent",
    region: "Région",
  },
  medals: { 1: "Or", 2: "Argent", 3: "Bronze" },
  yes: "Oui",
  no: "Non",
  not_recorded: "—",
  types: {
    TOURNAMENT: "Tournoi",
    SEMINAR: "Séminaire",
    GRADING: "Passage de grade",
    REFEREE_COURSE: "Stage d'arbitrage",
  },
};

export function eventSheetTexts(language: Language = "en"): SheetTexts {
  return language === "fr" ? fr : en;
}
