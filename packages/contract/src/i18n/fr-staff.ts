import type { staff as staffEn } from "./en-staff.js";
import type { Translation } from "./languages.js";

/** French twin of en-staff.ts. */
export const staff = {
  page_title: "Personnel",
  heading: "Personnel",
  intro:
    "Qui peut utiliser le panneau de contrôle. Nommez un administrateur régional avec sa région, ou un administrateur de la fédération ; retirez un droit quand quelqu'un quitte sa fonction.",
  roles: {
    REGIONAL_ADMIN: "Administrateur régional",
    FEDERATION_ADMIN: "Administrateur de la fédération",
    SUPER_ADMIN: "Super administrateur",
  },
  columns: {
    member: "Membre",
    username: "Se connecte avec",
    role: "Droit",
    region: "Région",
    granted_at: "Depuis",
    actions: "Actions",
  },
  grant: {
    heading: "Accorder des droits",
    member: "Membre",
    member_hint: "Son e-mail, son téléphone ou son numéro de membre",
    role: "Droit",
    region: "Région",
    submit: "Accorder",
    done: "{{name}} est désormais {{role}}.",
  },
  revoke: {
    button: "Retirer",
    label: "Retirer le droit {{role}} à {{name}}",
    title: "Retirer ce droit ?",
    text: "{{name}} ne sera plus {{role}}. La personne en est informée aussitôt ; son adhésion n'est pas concernée.",
    confirm: "Retirer",
    cancel: "Annuler",
    done: "{{name}} n'est plus {{role}}.",
  },
  empty: "Aucun droit accordé pour l'instant.",
  load_failed: "La liste du personnel n'a pas pu être chargée.",
  refused: "Seuls les super administrateurs gèrent le personnel.",
  errors: {
    NOT_YOURSELF: "Vous ne pouvez pas modifier vos propres droits.",
    ALREADY_GRANTED: "Ce membre a déjà ce droit.",
    LAST_SUPER_ADMIN: "C'est le dernier super administrateur : accordez d'abord SUPER_ADMIN à quelqu'un d'autre.",
    NOT_FOUND: "Aucun membre n'a cet e-mail, ce téléphone ou ce numéro de membre.",
  },
} as const satisfies Translation<typeof staffEn>;
