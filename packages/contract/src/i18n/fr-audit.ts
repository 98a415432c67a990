import type { audit as auditEn } from "./en-audit.js";
import type { Translation } from "./languages.js";

/** French twin of en-audit.ts. */
export const audit = {
  page_title: "Journal d'audit",
  heading: "Journal d'audit",
  intro:
    "Qui a fait quoi, quand et d'où : chaque connexion, chaque action d'un responsable, chaque accès refusé et chaque consultation d'un document de membre.",
  filters: {
    legend: "Filtrer le journal",
    actor: "Auteur",
    subject: "Personne concernée",
    person_hint: "E-mail, téléphone, numéro de membre ou identifiant",
    action: "Action",
    any_action: "Toutes les actions",
    from: "Du",
    to: "Au",
    apply: "Afficher",
    clear: "Effacer",
  },
  columns: {
    at: "Quand",
    action: "Action",
    outcome: "Résultat",
    actor: "Auteur",
    subject: "Concernant",
    detail: "Détails",
    ip: "Depuis",
  },
  outcomes: { SUCCESS: "Effectué", FAILURE: "Refusé ou échoué" },
  nobody: "—",
  total_one: "{{count}} événement",
  total_other: "{{count}} événements",
  empty: "Aucun événement ne correspond à ces filtres.",
  load_failed: "Le journal d'audit n'a pas pu être chargé.",
  refused: "Seuls les responsables de la fédération peuvent lire le journal d'audit.",
  pagination: "Pages du journal d'audit",
  previous_page: "Page précédente",
  next_page: "Page suivante",
  table: "Événements du journal d'audit",
} as const satisfies Translation<typeof auditEn>;
