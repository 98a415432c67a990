/** The dojos module's messages in French: the twin of messages-dojos.en.ts (part of `messagesFr`). */
import type { Translation } from "./languages.js";
import type { dojoMessagesEn } from "./messages-dojos.en.js";

export const dojoMessagesFr = {
  dojo_approved_email: {
    subject: "Votre dojo {{dojo}} est approuvé",
    text: "Bonjour {{first_name}},\n\n{{dojo}} ({{code}}) est approuvé : c'est un dojo actif de la fédération, présent dans la liste des dojos. {{next_step}}\n\n{{link}}\n\nGKF Portal",
    action: "Ouvrir mon dojo",
  },
  dojo_approved_sms: {
    text: "GKF Portal : votre dojo {{dojo}} ({{code}}) est approuvé. {{next_step}}",
  },
  dojo_reinstated_email: {
    subject: "Votre dojo {{dojo}} est rétabli",
    text: "Bonjour {{first_name}},\n\nLa fédération a levé la suspension de {{dojo}} ({{code}}) : c'est de nouveau un dojo actif, présent dans la liste des dojos, qui peut accueillir des élèves. {{next_step}}\n\n{{link}}\n\nGKF Portal",
    action: "Ouvrir mon dojo",
  },
  dojo_reinstated_sms: {
    text: "GKF Portal : votre dojo {{dojo}} ({{code}}) est rétabli. {{next_step}}",
  },
  dojo_rejected_email: {
    subject: "Votre dojo {{dojo}} n'a pas été approuvé",
    text: "Bonjour {{first_name}},\n\nLa région n'a pas approuvé {{dojo}} ({{code}}).\nMotif : {{reason}}\n\nVous pourrez enregistrer le dojo de nouveau une fois ce point réglé.\n\n{{link}}\n\nGKF Portal",
    action: "Ouvrir mes activités",
  },
  dojo_rejected_sms: {
    text: "GKF Portal : votre dojo {{dojo}} n'a pas été approuvé. Motif : {{reason}}",
  },
  dojo_suspended_email: {
    subject: "Votre dojo {{dojo}} est suspendu",
    text: "Bonjour {{first_name}},\n\nLa fédération a suspendu {{dojo}} ({{code}}).\nMotif : {{reason}}\n\nPendant la suspension, il n'apparaît plus dans la liste des dojos et n'accepte pas de nouveaux élèves. Contactez votre région pour le faire rétablir.\n\n{{link}}\n\nGKF Portal",
    action: "Ouvrir mon dojo",
  },
  dojo_suspended_sms: {
    text: "GKF Portal : votre dojo {{dojo}} est suspendu. Motif : {{reason}}",
  },
  dojo_lapsed_email: {
    subject: "L'affiliation de {{dojo}} a expiré",
    text: "Bonjour {{first_name}},\n\nL'affiliation {{season}} de {{dojo}} ({{code}}) n'a pas été réglée dans les {{days}} jours : le dojo est déchu. Il n'apparaît plus dans la liste des dojos et n'accepte pas de nouveaux élèves. Réglez l'affiliation pour le rendre de nouveau actif.\n\n{{link}}\n\nGKF Portal",
    action: "Régler l'affiliation",
  },
  dojo_lapsed_sms: {
    text: "GKF Portal : l'affiliation {{season}} de {{dojo}} n'est pas réglée, le dojo est déchu. Réglez-la sur le portail pour le réactiver.",
  },
  dojo_affiliated_email: {
    subject: "{{dojo}} est affilié pour {{season}}",
    text: "Bonjour {{first_name}},\n\nL'affiliation {{season}} de {{dojo}} ({{code}}) est enregistrée : le dojo est affilié jusqu'au 31 décembre {{season}}. {{next_step}}\n\n{{link}}\n\nGKF Portal",
    action: "Ouvrir mon dojo",
  },
  dojo_affiliated_sms: {
    text: "GKF Portal : {{dojo}} est affilié pour {{season}}. {{next_step}}",
  },
  dojo_join_accepted_email: {
    subject: "Bienvenue à {{dojo}}",
    text: "Bonjour {{first_name}},\n\nLes instructeurs de {{dojo}} ont accepté votre demande : c'est désormais votre dojo. {{next_step}}\n\n{{link}}\n\nGKF Portal",
    action: "Ouvrir mon entraînement",
  },
  dojo_join_accepted_sms: {
    text: "GKF Portal : {{dojo}} vous a accepté comme élève ; c'est désormais votre dojo.",
  },
  dojo_join_declined_email: {
    subject: "Votre demande d'inscription à {{dojo}}",
    text: "Bonjour {{first_name}},\n\nLes instructeurs de {{dojo}} ont refusé votre demande d'inscription. Vous pouvez demander à rejoindre un autre dojo depuis votre page Entraînement.\n\n{{link}}\n\nGKF Portal",
    action: "Trouver un dojo",
  },
  dojo_join_declined_sms: {
    text: "GKF Portal : {{dojo}} a refusé votre demande d'inscription. Vous pouvez en demander un autre depuis votre page Entraînement.",
  },
  dojo_enrolment_ended_email: {
    subject: "Votre inscription à {{dojo}} a pris fin",
    text: "Bonjour {{first_name}},\n\nUn instructeur de {{dojo}} a mis fin à votre inscription : ce n'est plus votre dojo. Votre historique de présence est conservé, et vous pouvez demander à rejoindre un autre dojo depuis votre page Entraînement.\n\n{{link}}\n\nGKF Portal",
    action: "Ouvrir mon entraînement",
  },
  dojo_enrolment_ended_sms: {
    text: "GKF Portal : un instructeur de {{dojo}} a mis fin à votre inscription ; ce n'est plus votre dojo.",
  },
  dojo_instructor_added_email: {
    subject: "Vous enseignez à {{dojo}}",
    text: "Bonjour {{first_name}},\n\n{{head}} vous a ajouté comme instructeur assistant de {{dojo}} ({{code}}). Vous pouvez maintenant faire l'appel et voir ses élèves sur votre page d'activités.\n\n{{link}}\n\nGKF Portal",
    action: "Ouvrir mes activités",
  },
  dojo_instructor_added_sms: {
    text: "GKF Portal : {{head}} vous a ajouté comme instructeur assistant de {{dojo}}.",
  },
} as const satisfies Translation<typeof dojoMessagesEn>;
