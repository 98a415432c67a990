/** The gradings module's messages in French: the twin of messages-gradings.en.ts (part of `messagesFr`). */
import type { Translation } from "./languages.js";
import type { gradingMessagesEn } from "./messages-gradings.en.js";

export const gradingMessagesFr = {
  grading_passed_email: {
    subject: "Vous avez réussi : {{grade}}",
    text: "Bonjour {{first_name}},\n\nFélicitations : vous avez réussi l'examen de grade du {{date}} et recevez le grade de {{grade}}. Il figure dans votre historique des grades et devient votre ceinture actuelle ; aucun certificat n'est à téléverser.\n\nVotre certificat de grade, avec un code QR que chacun peut vérifier :\n\n{{link}}\n\nGKF Portal",
    action: "Télécharger mon certificat de grade",
  },
  grading_passed_sms: {
    text: "GKF Portal : félicitations, vous avez réussi l'examen du {{date}} et recevez le grade de {{grade}}. Certificat : {{link}}",
  },
  grading_partial_email: {
    subject: "Résultat de votre examen : une partie à repasser pour {{grade}}",
    text: "Bonjour {{first_name}},\n\nÀ l'examen du {{date}} pour le grade de {{grade}}, vous avez réussi une partie des épreuves. Pour recevoir le grade, repassez {{retake}} lors d'un examen avant le {{deadline}} : inscrivez-vous de nouveau pour {{grade}} et seules ces épreuves seront examinées.\n\n{{link}}\n\nGKF Portal",
    action: "Ouvrir mes événements",
  },
  grading_partial_sms: {
    text: "GKF Portal : examen du {{date}} pour {{grade}} : repassez {{retake}} avant le {{deadline}} pour recevoir le grade.",
  },
  grading_failed_email: {
    subject: "Résultat de votre examen pour {{grade}}",
    text: "Bonjour {{first_name}},\n\nVous n'avez pas réussi cette fois l'examen du {{date}} pour le grade de {{grade}}. Parlez-en avec votre instructeur et inscrivez-vous à un prochain examen.\n\n{{link}}\n\nGKF Portal",
    action: "Ouvrir mes événements",
  },
  grading_failed_sms: {
    text: "GKF Portal : vous n'avez pas réussi cette fois l'examen du {{date}} pour {{grade}}. Vous pourrez vous réinscrire à un prochain examen.",
  },
} as const satisfies Translation<typeof gradingMessagesEn>;
