/** The staff grants' messages in French: the twin of messages-staff.en.ts (part of `messagesFr`). */
import type { Translation } from "./languages.js";
import type { staffMessagesEn } from "./messages-staff.en.js";

export const staffMessagesFr = {
  staff_granted_email: {
    subject: "Vous êtes désormais {{role}} sur GKF Portal",
    text: "Bonjour {{first_name}},\n\nLa fédération vous a nommé(e) {{role}}{{scope}}. Le panneau de contrôle apparaît dans votre tableau de bord dès votre prochaine connexion.\n\nSi vous ne vous y attendiez pas, contactez le secrétariat de la fédération.\n\n{{link}}\n\nGKF Portal",
    action: "Ouvrir le panneau de contrôle",
  },
  staff_granted_sms: {
    text: "GKF Portal : vous êtes désormais {{role}}{{scope}}. Le panneau de contrôle est dans votre tableau de bord.",
  },
  staff_revoked_email: {
    subject: "Vous n'êtes plus {{role}} sur GKF Portal",
    text: "Bonjour {{first_name}},\n\nLa fédération a mis fin à vos droits de {{role}}{{scope}}. Votre adhésion n'est pas concernée.\n\nSi vous ne vous y attendiez pas, contactez le secrétariat de la fédération.\n\n{{link}}\n\nGKF Portal",
    action: "Ouvrir GKF Portal",
  },
  staff_revoked_sms: {
    text: "GKF Portal : vos droits de {{role}}{{scope}} ont pris fin. Votre adhésion n'est pas concernée.",
  },
} as const satisfies Translation<typeof staffMessagesEn>;
