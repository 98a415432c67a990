/** Two-step sign-in's messages in French: the twin of messages-tfa.en.ts (part of `messagesFr`). */
import type { Translation } from "./languages.js";
import type { tfaMessagesEn } from "./messages-tfa.en.js";

export const tfaMessagesFr = {
  tfa_enabled_email: {
    subject: "La connexion en deux étapes est activée sur votre compte GKF Portal",
    text:
      "Bonjour {{first_name}},\n\nLa connexion en deux étapes avec une application d'authentification a été activée sur votre compte GKF Portal. Un nouvel appareil demande désormais un code de l'application.\n\n" +
      "Gardez vos codes de secours en lieu sûr. Si ce n'était pas vous, réinitialisez votre mot de passe maintenant sur {{reset_link}} et contactez le secrétariat de la fédération.\n\nGKF Portal",
  },
  tfa_enabled_sms: {
    text: "GKF Portal : la connexion en deux étapes est activée. Pas vous ? Réinitialisez votre mot de passe : {{reset_link}}",
  },
  tfa_disabled_email: {
    subject: "La connexion en deux étapes est désactivée sur votre compte GKF Portal",
    text:
      "Bonjour {{first_name}},\n\nLa connexion en deux étapes a été désactivée sur votre compte GKF Portal. Un nouvel appareil reçoit désormais un code par message.\n\n" +
      "Si ce n'était pas vous, réinitialisez votre mot de passe maintenant sur {{reset_link}} et contactez le secrétariat de la fédération.\n\nGKF Portal",
  },
  tfa_disabled_sms: {
    text: "GKF Portal : la connexion en deux étapes a été désactivée. Pas vous ? Réinitialisez votre mot de passe : {{reset_link}}",
  },
  tfa_recovery_codes_email: {
    subject: "Nouveaux codes de secours pour votre compte GKF Portal",
    text:
      "Bonjour {{first_name}},\n\nUne nouvelle série de codes de secours a été créée pour votre compte GKF Portal ; les anciens codes ne fonctionnent plus.\n\n" +
      "Si ce n'était pas vous, réinitialisez votre mot de passe maintenant sur {{reset_link}} et contactez le secrétariat de la fédération.\n\nGKF Portal",
  },
  tfa_recovery_codes_sms: {
    text: "GKF Portal : nouveaux codes de secours créés ; les anciens ne fonctionnent plus. Pas vous ? Réinitialisez : {{reset_link}}",
  },
  tfa_recovery_used_email: {
    subject: "Un code de secours a servi à vous connecter à GKF Portal",
    text:
      "Bonjour {{first_name}},\n\nUn code de secours a servi à vous connecter à votre compte GKF Portal depuis {{device}}. Il vous reste {{remaining}} codes de secours inutilisés.\n\n" +
      "Si vous avez perdu votre téléphone, créez de nouveaux codes et configurez à nouveau l'application depuis votre page de compte. Si ce n'était pas vous, réinitialisez votre mot de passe maintenant sur {{reset_link}}.\n\nGKF Portal",
  },
  tfa_recovery_used_sms: {
    text: "GKF Portal : un code de secours a servi à vous connecter ; il en reste {{remaining}}. Pas vous ? Réinitialisez : {{reset_link}}",
  },
} satisfies Translation<typeof tfaMessagesEn>;
