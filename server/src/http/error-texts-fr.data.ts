import { events } from "@gkf/contract/i18n/fr-events";

/**
 * The French of the sentences error answers are written with (error-language.ts), by their
 * English word for word: the English stays the key, so a sentence changed in the code shows up
 * here as missing (error-language.test.ts). Messages and next steps first, then the reasons a
 * refused field is given, which the web app shows after the field's label ("Région : …").
 * Sentences built with a request's facts are not here; they stay English.
 */
export const ERROR_TEXTS_FR: Readonly<Record<string, string>> = {
  "A candidate's result is confirmed: their marks no longer change.":
    "Le résultat d'un candidat est confirmé : ses notes ne peuvent plus changer.",
  "A minor's grading application needs their guardian's consent.":
    "La candidature d'un mineur à un passage de grade nécessite le consentement de son parent ou tuteur.",
  "A part of this address is too long.": "Une partie de cette adresse est trop longue.",
  "A passport photo must be a JPEG, PNG or WebP image.": "Une photo d'identité doit être une image JPEG, PNG ou WebP.",
  "A regional admin sees the statistics of their own region only.":
    "Un administrateur régional ne voit que les statistiques de sa propre région.",
  "A value of this request contains characters that cannot be stored.":
    "Une valeur de cette requête contient des caractères qui ne peuvent pas être enregistrés.",
  "A value of this request is too long to be stored.":
    "Une valeur de cette requête est trop longue pour être enregistrée.",
  "Add examiners.": "Ajoutez des examinateurs.",
  "An examiner authorised for this grade, or the session's officials, confirm this result.":
    "Ce résultat doit être confirmé par un examinateur habilité pour ce grade ou par les responsables de la session.",
  "Another account already uses these details.": "Un autre compte utilise déjà ces coordonnées.",
  "Another account already uses this address.": "Un autre compte utilise déjà cette adresse.",
  "Another examiner of the panel, authorised for this grade, marks the candidate.":
    "C'est un autre examinateur du jury, habilité pour ce grade, qui note ce candidat.",
  "Another official must void a payment you recorded.":
    "Un paiement que vous avez enregistré doit être annulé par un autre responsable.",
  "Another payment for this fee was started at the same moment.":
    "Un autre paiement pour ces frais a été lancé au même moment.",
  "Another payment of this member was credited after this one, so it cannot be taken back.":
    "Un autre paiement de ce membre a été crédité après celui-ci, il ne peut donc plus être repris.",
  "Applications for this grading are closed.": "Les candidatures pour ce passage de grade sont closes.",
  "Applications for this position are closed.": "Les candidatures pour ce poste sont closes.",
  "Apply again while applications are open.":
    "Présentez une nouvelle candidature tant que les candidatures sont ouvertes.",
  "Ask a federation official to correct your name or date of birth.":
    "Demandez à un responsable de la fédération de corriger votre nom ou votre date de naissance.",
  "Ask for a new export.": "Demandez un nouvel export.",
  "Ask the grading's officials.": "Adressez-vous aux responsables du passage de grade.",
  "Ask the parent or guardian you named to confirm from the message we sent them, or name another on your dashboard.":
    "Demandez au parent ou tuteur que vous avez indiqué de confirmer depuis le message que nous lui avons envoyé, ou indiquez-en un autre sur votre tableau de bord.",
  "Ask your parent or guardian to do this from their account.":
    "Demandez à votre parent ou tuteur de le faire depuis son compte.",
  "Ask your parent or guardian to open the last message we sent them.":
    "Demandez à votre parent ou tuteur d'ouvrir le dernier message que nous lui avons envoyé.",
  "Check that your phone's clock is right, then wait and try again.":
    "Vérifiez que l'horloge de votre téléphone est à l'heure, puis patientez et réessayez.",
  "Check the address against the API description at /api/docs.":
    "Vérifiez l'adresse dans la description de l'API sur /api/docs.",
  "Check the address and try again.": "Vérifiez l'adresse et réessayez.",
  "Check the code the network sent and try again, or send a new prompt.":
    "Vérifiez le code envoyé par l'opérateur et réessayez, ou envoyez une nouvelle demande de paiement.",
  "Check the code, or ask for a new one.": "Vérifiez le code, ou demandez-en un nouveau.",
  "Check the ledger before recording the payment.":
    "Vérifiez le registre des paiements avant d'enregistrer ce paiement.",
  "Check the wallet number and the network, or pay by card.":
    "Vérifiez le numéro du portefeuille mobile et l'opérateur, ou payez par carte.",
  "Check what you typed and try again, or reset your password.":
    "Vérifiez votre saisie et réessayez, ou réinitialisez votre mot de passe.",
  "Choose a category to enter this tournament.": "Choisissez une catégorie pour l'inscription à ce tournoi.",
  "Choose another lead, or have the credential uploaded and approved first.":
    "Choisissez un autre encadrant, ou faites d'abord téléverser et approuver son justificatif.",
  "Choose another version name.": "Choisissez un autre nom de version.",
  "Choose one of your own children, or yourself.": "Choisissez l'un de vos propres enfants, ou vous-même.",
  "Complete what is missing, then apply again while the window is open.":
    "Complétez ce qui manque, puis présentez de nouveau votre candidature tant que la période est ouverte.",
  "Complete what is missing, then enter again while registration is open.":
    "Complétez ce qui manque, puis soumettez de nouveau l'inscription tant que les inscriptions sont ouvertes.",
  "Confirm every candidate's result, then complete the grading.":
    "Confirmez le résultat de chaque candidat, puis clôturez le passage de grade.",
  "Correct the fields and try again.": "Corrigez les champs et réessayez.",
  "Do not accept the card. The member can download a new card from the portal.":
    "N'acceptez pas la carte. Le membre peut télécharger une nouvelle carte depuis le portail.",
  "Do not accept the card; find the member by their name or number.":
    "N'acceptez pas la carte ; recherchez le membre par son nom ou son numéro.",
  "Do not accept the certificate. The member can download it again from the portal.":
    "N'acceptez pas le diplôme. Le membre peut le télécharger de nouveau depuis le portail.",
  "Enter the address and your password again.": "Saisissez de nouveau l'adresse et votre mot de passe.",
  "Enter the password you sign in with.": "Saisissez le mot de passe que vous utilisez pour vous connecter.",
  "Enter your current password to change your e-mail or phone number.":
    "Saisissez votre mot de passe actuel pour modifier votre adresse e-mail ou votre numéro de téléphone.",
  "Entering students needs a valid coaching licence.":
    "Pour inscrire des élèves, il faut une licence d'entraîneur valide.",
  "Every session of this member is ended.": "Toutes les sessions de ce membre ont été fermées.",
  "Everything the Ghana Karate Federation's portal holds about you (Data Protection Act 2012, Act 843). Files are in the files folder.":
    "Tout ce que le portail de la Ghana Karate Federation détient à votre sujet (Data Protection Act 2012, Act 843). Les fichiers se trouvent dans le dossier files.",
  "Federation positions are for adults.": "Les postes au sein de la fédération sont réservés aux adultes.",
  "Federation staff cannot turn two-step sign-in off.":
    "Le personnel de la fédération ne peut pas désactiver la connexion en deux étapes.",
  "Find it under My dojos.": "Vous le trouverez dans la rubrique Mes dojos.",
  "If an account uses these details, we have sent it a code to reset the password.":
    "Si un compte utilise ces coordonnées, nous lui avons envoyé un code pour réinitialiser le mot de passe.",
  "If an inactive account uses these details, we have sent a new activation message.":
    "Si un compte inactif utilise ces coordonnées, nous lui avons envoyé un nouveau message d'activation.",
  "Lower the grade offered or add an examiner.": "Abaissez le grade proposé ou ajoutez un examinateur.",
  "Lower the grade they may award, or choose another examiner.":
    "Abaissez le grade que cet examinateur peut décerner, ou choisissez-en un autre.",
  "Metrics can be read from this machine, or with the metrics token.":
    "Les métriques peuvent être lues depuis cette machine, ou avec le jeton des métriques.",
  "No address is waiting for its code.": "Aucune adresse n'est en attente de son code.",
  "No member has this e-mail, phone, membership number or id.":
    "Aucun membre ne correspond à cet e-mail, ce téléphone, ce numéro d'adhésion ou cet identifiant.",
  "No member has this membership number, e-mail or phone number.":
    "Aucun membre ne correspond à ce numéro d'adhésion, cet e-mail ou ce numéro de téléphone.",
  "No member has this membership number.": "Aucun membre ne correspond à ce numéro d'adhésion.",
  "No privacy notice is published (migration 0031 adds the first).":
    "Aucun avis de confidentialité n'est publié (la migration 0031 ajoute le premier).",
  "No sign-in is waiting for a code on this browser.": "Aucune connexion n'attend de code sur ce navigateur.",
  "Nothing changed.": "Rien n'a été modifié.",
  "Officials cannot review their own documents.": "Les responsables ne peuvent pas examiner leurs propres documents.",
  "Officials cannot suspend their own membership.": "Les responsables ne peuvent pas suspendre leur propre adhésion.",
  "Only a dojo's instructors see their students as candidates.":
    "Seuls les instructeurs d'un dojo voient ses élèves comme candidats.",
  "Only a duplicate or disputed payment can be marked refunded.":
    "Seul un paiement en double ou contesté peut être marqué comme remboursé.",
  "Only a member aged 13 to 17 who registered on their own and waits for a guardian names one here.":
    "Seul un membre de 13 à 17 ans qui s'est inscrit lui-même et attend un tuteur peut en désigner un ici.",
  "Only a member of type COACH can register or teach at a dojo.":
    "Seul un membre de type COACH peut enregistrer un dojo ou y enseigner.",
  "Only a payment recorded at the secretariat can be voided.":
    "Seul un paiement enregistré au secrétariat peut être annulé.",
  "Only an adult can add a child.": "Seul un adulte peut ajouter un enfant.",
  "Only an adult can be a guardian.": "Seul un adulte peut être tuteur.",
  "Only an instructor of this dojo can do this.": "Seul un instructeur de ce dojo peut faire cela.",
  "Only event organisers can see this.": "Seuls les organisateurs d'événements peuvent voir ceci.",
  "Only federation and regional officials may override a grading rule.":
    "Seuls les responsables fédéraux et régionaux peuvent déroger à une règle de passage de grade.",
  "Only federation officials can hold federation gradings.":
    "Seuls les responsables de la fédération peuvent organiser des passages de grade de la fédération.",
  "Only federation officials can organise federation events.":
    "Seuls les responsables de la fédération peuvent organiser des événements de la fédération.",
  "Only grading officials can see this.": "Seuls les responsables des passages de grade peuvent voir ceci.",
  "Only national officials set the grading minimums.":
    "Seuls les responsables nationaux fixent les exigences minimales des passages de grade.",
  "Only officials who run events see their statistics.":
    "Seuls les responsables qui organisent des événements en voient les statistiques.",
  "Only the candidate, who applied for them, or their instructor can do this.":
    "Seuls le candidat, la personne qui a déposé sa candidature ou son instructeur peuvent faire cela.",
  "Only the dojo's head instructor can hold its gradings.":
    "Seul l'instructeur principal du dojo peut organiser ses passages de grade.",
  "Only the dojo's head instructor can organise its events.":
    "Seul l'instructeur principal du dojo peut organiser ses événements.",
  "Only the entered member can consent.": "Seul le membre inscrit peut donner son consentement.",
  "Only the head instructor of this dojo can do this.": "Seul l'instructeur principal de ce dojo peut faire cela.",
  "Only the instructors and students of this dojo can see this.":
    "Seuls les instructeurs et les élèves de ce dojo peuvent voir ceci.",
  "Only the regional admin of this dojo's region or a federation admin can decide.":
    "Seul l'administrateur régional de la région de ce dojo ou un administrateur de la fédération peut décider.",
  "Only the session's officials enter a sheet for another examiner.":
    "Seuls les responsables de la session peuvent saisir une feuille de notation pour un autre examinateur.",
  "Only this event's organisers can do this.": "Seuls les organisateurs de cet événement peuvent faire cela.",
  "Only this grading's officials can do this.": "Seuls les responsables de ce passage de grade peuvent faire cela.",
  "Only this grading's officials may override its rules.":
    "Seuls les responsables de ce passage de grade peuvent déroger à ses règles.",
  "Only this region's officials can hold its gradings.":
    "Seuls les responsables de cette région peuvent organiser ses passages de grade.",
  "Only this region's officials can organise its events.":
    "Seuls les responsables de cette région peuvent organiser ses événements.",
  "Open the activation link or enter the code we sent you, or ask for a new one.":
    "Ouvrez le lien d'activation ou saisissez le code que nous vous avons envoyé, ou demandez-en un nouveau.",
  "Open them from Your children.": "Ouvrez-les depuis la rubrique Vos enfants.",
  "Open your account page and set up an authenticator app, then try again.":
    "Ouvrez la page de votre compte et configurez une application d'authentification, puis réessayez.",
  "Pay the entry fee to confirm it.": "Payez le droit d'inscription pour la confirmer.",
  "Pay the registration fee first; renewals come after.":
    "Payez d'abord les frais d'inscription ; les renouvellements viennent ensuite.",
  "Pay the registration fee or renew your membership.": "Payez les frais d'inscription ou renouvelez votre adhésion.",
  "Pay your registration or renewal first.": "Réglez d'abord votre inscription ou votre renouvellement.",
  "Pay your registration or renewal, then ask to join.":
    "Payez votre inscription ou votre renouvellement, puis demandez à rejoindre le dojo.",
  "Please check your payments before paying again.": "Veuillez vérifier vos paiements avant de payer de nouveau.",
  "Please contact the federation.": "Veuillez contacter la fédération.",
  "Please sign in to continue.": "Veuillez vous connecter pour continuer.",
  "Please try again in a few minutes, or pay by card.": "Veuillez réessayer dans quelques minutes, ou payer par carte.",
  "Please try again in a few minutes.": "Veuillez réessayer dans quelques minutes.",
  "Please try again in a moment.": "Veuillez réessayer dans un instant.",
  "Please try again later or contact the secretariat.": "Veuillez réessayer plus tard ou contacter le secrétariat.",
  "Read the current privacy notice and accept it.": "Lisez la politique de confidentialité en vigueur et acceptez-la.",
  "Record the payment for the fee's amount; refund or keep the difference outside the portal.":
    "Enregistrez le paiement pour le montant des frais ; remboursez ou conservez la différence en dehors du portail.",
  "Registration for this event is not open.": "Les inscriptions à cet événement ne sont pas ouvertes.",
  "Reload your documents and try again.": "Rechargez la liste de vos documents et réessayez.",
  "Remove control characters and try again.": "Supprimez les caractères de contrôle et réessayez.",
  "Sandbox: approve or decline the prompt on the sandbox checkout page.":
    "Bac à sable : acceptez ou refusez la demande de paiement sur la page de paiement du bac à sable.",
  "Save it again as a plain PDF (for example with Print to PDF) and upload that copy.":
    "Enregistrez-le à nouveau en PDF simple (par exemple avec Imprimer en PDF) et envoyez cette copie.",
  "Scan the QR code on the card instead: it shows more and is checked on the phone itself.":
    "Scannez plutôt le code QR de la carte : il affiche davantage d'informations et est vérifié sur le téléphone lui-même.",
  "See your applications; you may withdraw and apply again while the window is open.":
    "Consultez vos candidatures ; vous pouvez retirer la vôtre et en présenter une nouvelle tant que la période est ouverte.",
  "Send a JSON document.": "Envoyez un document JSON.",
  "Send a smaller request.": "Envoyez une requête moins volumineuse.",
  "Send a valid JSON document.": "Envoyez un document JSON valide.",
  "Send application/json, or multipart/form-data where a file is uploaded.":
    "Envoyez du application/json, ou du multipart/form-data lorsqu'un fichier est téléversé.",
  "Send one file at a time.": "Envoyez un seul fichier à la fois.",
  "Send the file in a multipart/form-data form.": "Envoyez le fichier dans un formulaire multipart/form-data.",
  "Send the form as multipart/form-data.": "Envoyez le formulaire au format multipart/form-data.",
  "Send the request to another instance.": "Envoyez la requête à une autre instance.",
  "Send the request without the X-Acting-For header.": "Envoyez la requête sans l'en-tête X-Acting-For.",
  "Set the fee first, then record the payment.": "Fixez d'abord le montant des frais, puis enregistrez le paiement.",
  "Set up the authenticator app first.": "Configurez d'abord l'application d'authentification.",
  "Shorten it and try again.": "Raccourcissez-le et réessayez.",
  "Sign in again.": "Reconnectez-vous.",
  "Sign in and try again.": "Connectez-vous et réessayez.",
  "Sign in with the e-mail address or phone number the message was sent to.":
    "Connectez-vous avec l'adresse e-mail ou le numéro de téléphone auquel le message a été envoyé.",
  "Some entries name members who are not students of this dojo; nothing was recorded.":
    "Certaines lignes concernent des membres qui ne sont pas élèves de ce dojo ; rien n'a été enregistré.",
  "Some fields need your attention.": "Certains champs nécessitent votre attention.",
  "Some marks are for someone who is not a candidate here.":
    "Certaines notes concernent une personne qui n'est pas candidate ici.",
  "Some results are for someone who is not a candidate here.":
    "Certains résultats concernent une personne qui n'est pas candidate ici.",
  "Something went wrong on our side.": "Un problème est survenu de notre côté.",
  "Staff pages need two-step sign-in.": "Les pages du personnel nécessitent la connexion en deux étapes.",
  "Start the setup again.": "Recommencez la configuration.",
  "That examiner is not on this grading's panel.": "Cet examinateur ne fait pas partie du jury de ce passage de grade.",
  "The activation message is sent again.": "Le message d'activation a été renvoyé.",
  "The address or the headers of this request are too long.":
    "L'adresse ou les en-têtes de cette requête sont trop longs.",
  "The affiliation is paid once the dojo is approved.": "L'affiliation se paie une fois le dojo approuvé.",
  "The application deadline has passed: the application can no longer be withdrawn.":
    "La date limite de candidature est passée : la candidature ne peut plus être retirée.",
  "The application meets this rule: there is nothing to override.":
    "La candidature respecte cette règle : il n'y a pas lieu d'y déroger.",
  "The certificate exists once your membership is active.":
    "L'attestation n'est disponible qu'une fois votre adhésion active.",
  "The code was not accepted.": "Le code n'a pas été accepté.",
  "The consent just recorded is missing.": "Le consentement qui vient d'être enregistré est introuvable.",
  "The database does not answer.": "La base de données ne répond pas.",
  "The database is not migrated to this version.": "La base de données n'est pas migrée vers cette version.",
  "The device is no longer trusted.": "L'appareil n'est plus considéré comme fiable.",
  "The e-mail, phone number or password is not correct.":
    "L'e-mail, le numéro de téléphone ou le mot de passe est incorrect.",
  "The federation has not set the affiliation fee yet.": "La fédération n'a pas encore fixé les frais d'affiliation.",
  "The federation has not set this fee yet.": "La fédération n'a pas encore fixé ces frais.",
  "The file is empty. Upload a PDF, JPEG, PNG or WebP file.":
    "Le fichier est vide. Envoyez un fichier PDF, JPEG, PNG ou WebP.",
  "The file of this document is missing.": "Le fichier de ce document est introuvable.",
  "The form could not be read.": "Le formulaire n'a pas pu être lu.",
  "The form has a field that is not accepted.": "Le formulaire contient un champ qui n'est pas accepté.",
  "The form has more fields than this request accepts.":
    "Le formulaire contient plus de champs que cette requête n'en accepte.",
  "The grading fee is paid already.": "Les frais de passage de grade sont déjà payés.",
  "The guardian accepts it when asked at sign-in (or on the account page) while acting for the child.":
    "Le tuteur l'accepte lorsque cela lui est demandé à la connexion (ou sur la page du compte) alors qu'il agit pour l'enfant.",
  "The lead must be an instructor of this dojo.": "L'encadrant doit être un instructeur de ce dojo.",
  "The member must consent first.": "Le membre doit d'abord donner son consentement.",
  "The membership is suspended.": "L'adhésion est suspendue.",
  "The notification is not valid JSON.": "La notification n'est pas un JSON valide.",
  "The password is not correct.": "Le mot de passe est incorrect.",
  "The payment service did not answer. Nothing was charged.":
    "Le service de paiement n'a pas répondu. Aucun montant n'a été débité.",
  "The payment service did not answer. Please check again shortly.":
    "Le service de paiement n'a pas répondu. Veuillez vérifier de nouveau dans quelques instants.",
  "The record is corrected.": "La fiche a été corrigée.",
  "The region has not approved this dojo.": "La région n'a pas approuvé ce dojo.",
  "The request body does not match its declared length.":
    "Le corps de la requête ne correspond pas à sa longueur déclarée.",
  "The request body is empty but was declared as JSON.":
    "Le corps de la requête est vide alors qu'il a été déclaré comme JSON.",
  "The request body is not valid JSON.": "Le corps de la requête n'est pas un JSON valide.",
  "The request body is too large.": "Le corps de la requête est trop volumineux.",
  "The request could not be accepted.": "La requête n'a pas pu être acceptée.",
  "The request could not be read.": "La requête n'a pas pu être lue.",
  "The request took too long to arrive.": "La requête a mis trop de temps à arriver.",
  "The session has ended.": "La session est terminée.",
  "The signature of this notification is not valid.": "La signature de cette notification n'est pas valide.",
  "The suspension is lifted.": "La suspension est levée.",
  "The token to refresh is not the one you are signed in with.":
    "Le jeton à renouveler n'est pas celui de votre connexion actuelle.",
  "The upload was interrupted before it was complete.": "L'envoi a été interrompu avant d'être terminé.",
  "There is a receipt once the payment has succeeded.": "Un reçu est disponible une fois le paiement réussi.",
  "There is already an application for this grading.": "Il existe déjà une candidature pour ce passage de grade.",
  "There is no membership record.": "Il n'existe aucun dossier d'adhésion.",
  "There is no payment with this reference.": "Aucun paiement ne correspond à cette référence.",
  "There is no region with this code.": "Aucune région ne correspond à ce code.",
  "There is no sandbox payment with this reference.":
    "Aucun paiement en mode test (sandbox) ne correspond à cette référence.",
  "There is no such application.": "Cette candidature n'existe pas.",
  "There is no such attachment in the outbox.": "Cette pièce jointe n'existe pas dans la boîte d'envoi.",
  "There is no such document.": "Ce document n'existe pas.",
  "There is no such dojo.": "Ce dojo n'existe pas.",
  "There is no such entry.": "Cette inscription n'existe pas.",
  "There is no such erasure request.": "Cette demande d'effacement n'existe pas.",
  "There is no such event.": "Cet événement n'existe pas.",
  "There is no such grade certificate.": "Ce diplôme de grade n'existe pas.",
  "There is no such grading application.": "Cette candidature au passage de grade n'existe pas.",
  "There is no such grading session.": "Cette session de passage de grade n'existe pas.",
  "There is no such position.": "Ce poste n'existe pas.",
  "There is no such staff grant.": "Cette attribution de droits au personnel n'existe pas.",
  "There is nothing at this address.": "Il n'y a rien à cette adresse.",
  "They must renew first.": "Ce membre doit d'abord renouveler son adhésion.",
  "This PDF contains scripts, embedded files or interactive content, which are not allowed.":
    "Ce PDF contient des scripts, des fichiers intégrés ou du contenu interactif, ce qui n'est pas autorisé.",
  "This PDF is incomplete or damaged.": "Ce PDF est incomplet ou endommagé.",
  "This account does not exist.": "Ce compte n'existe pas.",
  "This account is activated already.": "Ce compte est déjà activé.",
  "This address is already confirmed on your account.": "Cette adresse est déjà confirmée sur votre compte.",
  "This address is not valid.": "Cette adresse n'est pas valide.",
  "This application has been decided and can no longer be withdrawn.":
    "Cette candidature a déjà fait l'objet d'une décision et ne peut plus être retirée.",
  "This application has no fee to pay now.": "Il n'y a pas de frais à payer pour cette candidature pour le moment.",
  "This application is withdrawn.": "Cette candidature a été retirée.",
  "This candidate has no grade certificate.": "Ce candidat n'a pas de diplôme de grade.",
  "This card has no photo to show.": "Cette carte n'a aucune photo à afficher.",
  "This card's QR code is not genuine: the federation did not sign it.":
    "Le code QR de cette carte n'est pas authentique : la fédération ne l'a pas signé.",
  "This child already has a sign-in of their own.": "Cet enfant a déjà ses propres identifiants de connexion.",
  "This coach already teaches at this dojo.": "Cet entraîneur enseigne déjà dans ce dojo.",
  "This coach's membership is not active.": "L'adhésion de cet entraîneur n'est pas active.",
  "This content type is not accepted here.": "Ce type de contenu n'est pas accepté ici.",
  "This document has no preview.": "Aucun aperçu n'est disponible pour ce document.",
  "This document is not waiting for review any more.": "Ce document n'est plus en attente d'examen.",
  "This dojo has no such session.": "Cette séance n'existe pas dans ce dojo.",
  "This dojo has no such training.": "Cet entraînement n'existe pas dans ce dojo.",
  "This dojo is not taking students now.": "Ce dojo n'accepte pas de nouveaux élèves pour le moment.",
  "This dojo is suspended.": "Ce dojo est suspendu.",
  "This e-mail or phone number is used by another account.":
    "Cet e-mail ou ce numéro de téléphone est utilisé par un autre compte.",
  "This entry has no fee to pay now.": "Cette inscription n'a pas de frais à payer pour le moment.",
  "This entry is someone else's.": "Cette inscription appartient à quelqu'un d'autre.",
  "This export is not ready to download.": "Cet export n'est pas prêt à être téléchargé.",
  "This file contains web page or script code, which is not allowed in an upload.":
    "Ce fichier contient du code de page web ou de script, ce qui n'est pas autorisé dans un envoi.",
  "This grade certificate's QR code is not genuine: the federation did not sign it.":
    "Le code QR de ce diplôme de grade n'est pas authentique : la fédération ne l'a pas signé.",
  "This grade is no longer on record.": "Ce grade ne figure plus dans les registres.",
  "This grading changed meanwhile; reload it.": "Ce passage de grade a été modifié entre-temps ; rechargez-le.",
  "This grading is free.": "Ce passage de grade est gratuit.",
  "This grading is full.": "Ce passage de grade est complet.",
  "This grading is not published yet.": "Ce passage de grade n'est pas encore publié.",
  "This image is damaged or incomplete and cannot be opened.":
    "Cette image est endommagée ou incomplète et ne peut pas être ouverte.",
  "This instance is shutting down.": "Cette instance est en cours d'arrêt.",
  "This instructor's coaching licence or safeguarding certificate is not valid: they cannot lead a new training.":
    "La licence d'entraîneur ou le certificat de protection des mineurs de cet instructeur n'est pas valide : il ne peut pas encadrer un nouvel entraînement.",
  "This is already your home dojo.": "C'est déjà votre dojo principal.",
  "This is done only for yourself, not for a child.": "Cela ne peut se faire que pour vous-même, pas pour un enfant.",
  "This is the last super admin: grant SUPER_ADMIN to someone else first.":
    "C'est le dernier super administrateur : attribuez d'abord SUPER_ADMIN à quelqu'un d'autre.",
  "This kind of file is not accepted. Upload a PDF, JPEG, PNG or WebP file.":
    "Ce type de fichier n'est pas accepté. Envoyez un fichier PDF, JPEG, PNG ou WebP.",
  "This member already holds this grant.": "Ce membre bénéficie déjà de cette attribution.",
  "This member belongs to another region: you can act on your own region's members only.":
    "Ce membre appartient à une autre région : vous ne pouvez agir que sur les membres de votre propre région.",
  "This member does not exist.": "Ce membre n'existe pas.",
  "This member has no membership record.": "Ce membre n'a pas de dossier d'adhésion.",
  "This member is already entered in this event (and category).":
    "Ce membre est déjà inscrit à cet événement (et dans cette catégorie).",
  "This member is not a student of this dojo and has no request waiting.":
    "Ce membre n'est pas élève de ce dojo et n'a aucune demande en attente.",
  "This member is not an assistant instructor of this dojo.": "Ce membre n'est pas instructeur adjoint de ce dojo.",
  "This member is not of type COACH.": "Ce membre n'est pas de type COACH.",
  "This member's registration fee is already paid.": "Les frais d'inscription de ce membre sont déjà payés.",
  "This member's renewal was paid meanwhile.": "Le renouvellement de ce membre a été payé entre-temps.",
  "This membership is not suspended.": "Cette adhésion n'est pas suspendue.",
  "This membership is suspended already.": "Cette adhésion est déjà suspendue.",
  "This membership no longer exists.": "Cette adhésion n'existe plus.",
  "This needs a federation official's permission.": "Cela nécessite l'autorisation d'un responsable de la fédération.",
  "This payment is being started in another window.": "Ce paiement est en cours de lancement dans une autre fenêtre.",
  "This payment is marked refunded already.": "Ce paiement est déjà marqué comme remboursé.",
  "This payment is not waiting for a code.": "Ce paiement n'est pas en attente de code.",
  "This payment was voided already.": "Ce paiement a déjà été annulé.",
  "This provider is not in use here.": "Ce prestataire n'est pas utilisé ici.",
  "This renewal is already paid.": "Ce renouvellement est déjà payé.",
  "This request is no longer valid.": "Cette demande n'est plus valide.",
  "This request was already answered.": "Cette demande a déjà reçu une réponse.",
  "This request was already withdrawn, refused or carried out.":
    "Cette demande a déjà été retirée, refusée ou exécutée.",
  "This request was decided already.": "Une décision a déjà été prise sur cette demande.",
  "This request was sent to another e-mail address or phone number.":
    "Cette demande a été envoyée à une autre adresse e-mail ou à un autre numéro de téléphone.",
  "This result was confirmed a moment ago.": "Ce résultat vient d'être confirmé.",
  "This rule does not apply here.": "Cette règle ne s'applique pas ici.",
  "This rule is overridden already.": "Une dérogation à cette règle existe déjà.",
  "This session was cancelled: there is no roll.": "Cette séance a été annulée : il n'y a pas de liste d'appel.",
  "To move it to a new phone, make new recovery codes, or ask a super admin.":
    "Pour la transférer sur un nouveau téléphone, générez de nouveaux codes de récupération, ou adressez-vous à un super administrateur.",
  "To use another app, turn it off first.": "Pour utiliser une autre application, désactivez-la d'abord.",
  "Too many requests. Please wait and try again.": "Trop de requêtes. Veuillez patienter, puis réessayer.",
  "Trainings are scheduled while the dojo is active.":
    "Les entraînements ne peuvent être programmés que lorsque le dojo est actif.",
  "Try again in 14 minutes.": "Réessayez dans 14 minutes.",
  "Try again.": "Réessayez.",
  "Two-step sign-in is already on.": "La connexion en deux étapes est déjà activée.",
  "Two-step sign-in is not on for this account.": "La connexion en deux étapes n'est pas activée pour ce compte.",
  "Two-step sign-in is off.": "La connexion en deux étapes est désactivée.",
  "Upload a plain scan or photo of the document.": "Envoyez un simple scan ou une simple photo du document.",
  "Upload a smaller file, for example a scan at a lower resolution.":
    "Téléversez un fichier plus petit, par exemple une numérisation à plus faible résolution.",
  "Upload a smaller photo or scan.": "Envoyez une photo ou un scan moins volumineux.",
  "Upload the file again, or take a new photo or scan.":
    "Envoyez à nouveau le fichier, ou refaites une photo ou un scan.",
  "Upload the file again.": "Envoyez à nouveau le fichier.",
  "Upload your coaching licence; once it is approved you can enter students.":
    "Téléversez votre licence d'entraîneur ; une fois qu'elle sera approuvée, vous pourrez inscrire des élèves.",
  "Use a shorter address.": "Utilisez une adresse plus courte.",
  "Use another address, or sign in to the account that has it.":
    "Utilisez une autre adresse, ou connectez-vous au compte qui l'utilise.",
  "Use the child's own e-mail address or phone number.":
    "Utilisez l'adresse e-mail ou le numéro de téléphone propre à l'enfant.",
  "Use the last code we sent, or sign in from a device you used before.":
    "Utilisez le dernier code que nous avons envoyé, ou connectez-vous depuis un appareil que vous avez déjà utilisé.",
  "Verification code is invalid or has expired": "Le code de vérification est invalide ou a expiré",
  "Wait for the instructors' answer, or withdraw that request first.":
    "Attendez la réponse des instructeurs, ou retirez d'abord cette demande.",
  "Wait for the message that says it is ready.": "Attendez le message indiquant qu'il est prêt.",
  "Wait, or sign in from a device you used before.":
    "Patientez, ou connectez-vous depuis un appareil que vous avez déjà utilisé.",
  "Wait, sign in from a device you used before, or reset your password if you forgot it.":
    "Patientez, connectez-vous depuis un appareil que vous avez déjà utilisé, ou réinitialisez votre mot de passe si vous l'avez oublié.",
  "We could not check the contents of this PDF.": "Nous n'avons pas pu vérifier le contenu de ce PDF.",
  "We could not find this child among yours.": "Nous n'avons pas trouvé cet enfant parmi les vôtres.",
  "We could not find this child.": "Nous n'avons pas trouvé cet enfant.",
  "We could not find this request. Check the link in the message.":
    "Nous n'avons pas trouvé cette demande. Vérifiez le lien dans le message.",
  "We could not find what you asked for.": "Nous n'avons pas trouvé ce que vous avez demandé.",
  "We have sent several codes in the last hour. Please wait before asking again.":
    "Nous avons envoyé plusieurs codes au cours de la dernière heure. Veuillez patienter avant d'en redemander.",
  "We have sent several sign-in codes for this account in the last hour. Please wait before asking again.":
    "Nous avons envoyé plusieurs codes de connexion pour ce compte au cours de la dernière heure. Veuillez patienter avant d'en redemander.",
  "We sent you a code.": "Nous vous avons envoyé un code.",
  "Withdraw it if you changed your mind, or wait for it to be carried out.":
    "Retirez-la si vous avez changé d'avis, ou attendez qu'elle soit exécutée.",
  "You already asked to join a dojo.": "Vous avez déjà demandé à rejoindre un dojo.",
  "You are not a student of this dojo and have no request waiting.":
    "Vous n'êtes pas élève de ce dojo et n'avez aucune demande en attente.",
  "You are not on this grading's panel.": "Vous ne faites pas partie du jury de ce passage de grade.",
  "You are not the guardian of this member.": "Vous n'êtes pas le tuteur de ce membre.",
  "You can apply only for students of your dojo.":
    "Vous ne pouvez déposer une candidature que pour les élèves de votre dojo.",
  "You can move members within your own region only.":
    "Vous ne pouvez transférer des membres qu'au sein de votre propre région.",
  "You can only enter students of a dojo you teach at.":
    "Vous ne pouvez inscrire que les élèves d'un dojo où vous enseignez.",
  "You can review documents of your own region only.":
    "Vous ne pouvez examiner que les documents de votre propre région.",
  "You can see payments of your own region only.": "Vous ne pouvez voir que les paiements de votre propre région.",
  "You can see the dojos of your own region only.": "Vous ne pouvez voir que les dojos de votre propre région.",
  "You can see the members of your own region only.": "Vous ne pouvez voir que les membres de votre propre région.",
  "You can see the statistics of your own region only.":
    "Vous ne pouvez voir que les statistiques de votre propre région.",
  "You cannot grant staff rights to yourself.":
    "Vous ne pouvez pas vous attribuer vous-même des droits d'administration.",
  "You cannot revoke your own staff rights.": "Vous ne pouvez pas révoquer vos propres droits d'administration.",
  "You do not have permission to do this.": "Vous n'avez pas l'autorisation de faire cela.",
  "You have already applied for this position.": "Vous avez déjà présenté votre candidature à ce poste.",
  "You have been signed out.": "Votre session a été fermée.",
  "You have no application for this position to withdraw.": "Vous n'avez aucune candidature à ce poste à retirer.",
  "You have no certificate with this id.": "Vous n'avez aucun diplôme portant cet identifiant.",
  "You have no document with this id.": "Vous n'avez aucun document avec cet identifiant.",
  "You have no export with this id.": "Vous n'avez aucun export avec cet identifiant.",
  "You have no live session with this id.": "Vous n'avez aucune session active avec cet identifiant.",
  "You have no membership record yet.": "Vous n'avez pas encore de dossier d'adhésion.",
  "You have no payment with this reference.": "Vous n'avez aucun paiement avec cette référence.",
  "You have no trusted device with this id.": "Vous n'avez aucun appareil de confiance avec cet identifiant.",
  "You have no waiting request to close your account.": "Vous n'avez aucune demande de fermeture de compte en attente.",
  "You teach at this dojo.": "Vous enseignez dans ce dojo.",
  "Your account is active. You can sign in now.": "Votre compte est actif. Vous pouvez vous connecter dès maintenant.",
  "Your account is not active yet.": "Votre compte n'est pas encore actif.",
  "Your belt certificate for this belt is already waiting for review. Replace that one instead.":
    "Votre diplôme de grade pour cette ceinture est déjà en attente de vérification. Remplacez plutôt celui-ci.",
  "Your details are already complete.": "Vos informations sont déjà complètes.",
  "Your e-mail address is confirmed.": "Votre adresse e-mail est confirmée.",
  "Your entry is confirmed.": "Votre inscription est confirmée.",
  "Your guardian handles payments, consent and documents for you.":
    "Votre tuteur gère pour vous les paiements, le consentement et les documents.",
  "Your membership is not active.": "Votre adhésion n'est pas active.",
  "Your membership is suspended. Please contact the federation.":
    "Votre adhésion est suspendue. Veuillez contacter la fédération.",
  "Your parent or guardian has not confirmed your registration yet.":
    "Votre parent ou tuteur n'a pas encore confirmé votre inscription.",
  "Your password has been changed. Please sign in with the new one.":
    "Votre mot de passe a été modifié. Veuillez vous connecter avec le nouveau.",
  "Your password has been changed. Your other sessions were signed out.":
    "Votre mot de passe a été modifié. Vos autres sessions ont été fermées.",
  "Your phone number is confirmed.": "Votre numéro de téléphone est confirmé.",
  "Your registration fee is already paid.": "Vos frais d'inscription sont déjà payés.",
  "Your request to close your account is already waiting.": "Votre demande de fermeture de compte est déjà en attente.",
  "Your session has ended. Please sign in again.": "Votre session est terminée. Veuillez vous reconnecter.",
  "There is no valid medical clearance.": "Il n'y a pas de certificat médical valide.",
  "No category of this event fits.": "Aucune catégorie de l'événement ne convient.",
  "A minor's entry needs consent.": "L'inscription d'un mineur demande un consentement.",
  // The reasons of refused fields.
  "Phone numbers are not available; please use an e-mail address":
    "Les numéros de téléphone ne sont pas disponibles ; veuillez utiliser une adresse e-mail",
  "Sign-in with a phone number is not available; please use an e-mail address":
    "La connexion avec un numéro de téléphone n'est pas disponible ; veuillez utiliser une adresse e-mail",
  "a child under 13 is registered by their parent or guardian":
    "un enfant de moins de 13 ans est inscrit par son parent ou tuteur",
  "above every examiner's award": "au-dessus de ce qu'un examinateur du jury peut décerner",
  "cannot be in the future": "ne peut pas être dans le futur",
  "cannot change; create another event instead": "ne peut pas changer ; créez plutôt un autre événement",
  "dan grades follow WKF's table": "les grades dan suivent le tableau de la WKF",
  "does not apply to this grade": "ne s'applique pas à ce grade",
  "dojo events are not available": "les événements de dojo ne sont pas disponibles",
  "dojo gradings are not available": "les passages de grade de dojo ne sont pas disponibles",
  "give either an e-mail or a phone number": "indiquez une adresse e-mail ou un numéro de téléphone",
  "give the membership number or the card, one of them": "indiquez soit le numéro d'adhésion, soit la carte",
  "has a field that is not accepted": "contient un champ qui n'est pas accepté",
  "has an expired or missing coaching licence or safeguarding":
    "n'a pas de licence d'entraîneur ou de certificat de protection des mineurs en cours de validité",
  "has no membership record": "n'a pas de dossier d'adhésion",
  "is already registered": "existe déjà",
  "is given twice": "apparaît deux fois",
  "is listed twice": "figure deux fois dans la liste",
  "is not a candidate here": "n'est pas candidat ici",
  "is not a card token": "n'est pas un jeton de carte",
  "is not a category of this event": "n'est pas une catégorie de cet événement",
  "is not a confirmed entry of this event": "n'est pas une inscription confirmée à cet événement",
  "is not a district of the region": "n'est pas un district de la région",
  "is not a district of this region": "n'est pas un district de cette région",
  "is not a field you can send here": "n'est pas un champ que vous pouvez envoyer ici",
  "is not a file": "n'est pas un fichier",
  "is not a file field": "n'est pas un champ de fichier",
  "is not a grade certificate token": "n'est pas un jeton de diplôme de grade",
  "is not a region of Ghana": "n'est pas une région du Ghana",
  "is not a student of this dojo": "ne fait pas partie des élèves de ce dojo",
  "is not an instructor of this dojo": "ne fait pas partie des instructeurs de ce dojo",
  "is not your current password": "n'est pas votre mot de passe actuel",
  "is on the panel twice": "figure deux fois dans le jury",
  "is only for a PARTIAL result": "ne vaut que pour un résultat PARTIAL",
  "is only for a regional admin": "ne concerne qu'un administrateur régional",
  "is only for members aged 13 to 17": "ne concerne que les membres de 13 à 17 ans",
  "is required": "obligatoire",
  "is required and must be your current password": "obligatoire et doit être votre mot de passe actuel",
  "is required for a dojo's event": "obligatoire pour un événement de dojo",
  "is required for a dojo's grading": "obligatoire pour un passage de grade de dojo",
  "is required for a kyu grade": "obligatoire pour un grade kyu",
  "is required for a region's event": "obligatoire pour un événement régional",
  "is required for a region's grading": "obligatoire pour un passage de grade régional",
  "is required for a regional admin": "obligatoire pour un administrateur régional",
  "is required for a tournament": "obligatoire pour un tournoi",
  "is required to cancel a session": "obligatoire pour annuler une séance",
  "is required to log in with a phone number": "obligatoire pour se connecter avec un numéro de téléphone",
  "is required to log in with e-mail": "obligatoire pour se connecter par e-mail",
  "is required to reject or suspend a dojo": "obligatoire pour refuser ou suspendre un dojo",
  "is required when rejecting": "obligatoire pour refuser",
  "is required when the region changes": "obligatoire en cas de changement de région",
  "is too long": "dépasse la longueur autorisée",
  "is used twice": "est en double",
  "kata has no weight class": "le kata n'a pas de catégorie de poids",
  "marks the same candidate and component twice": "note deux fois le même candidat pour la même épreuve",
  "may hold letters, digits, dots, dashes and underscores only":
    "ne peut contenir que des lettres, des chiffres, des points, des tirets et des tirets bas",
  "must be a Ghana mobile number such as 024 123 4567":
    "doit être un numéro de mobile ghanéen, par exemple 024 123 4567",
  "must be a Ghana phone number such as 024 123 4567":
    "doit être un numéro de téléphone ghanéen, par exemple 024 123 4567",
  "must be a colour such as rgb(25, 113, 194)": "doit être une couleur, par exemple rgb(25, 113, 194)",
  "must be a colour such as rgba(25, 113, 194, 0.5)": "doit être une couleur, par exemple rgba(25, 113, 194, 0.5)",
  "must be a colour: #1971c2, rgb(25, 113, 194) or rgba(25, 113, 194, 0.5)":
    "doit être une couleur : #1971c2, rgb(25, 113, 194) ou rgba(25, 113, 194, 0.5)",
  "must be a hex colour such as #1971c2": "doit être une couleur hexadécimale, par exemple #1971c2",
  "must be a member with an ACTIVE membership": "doit être un membre dont l'adhésion est ACTIVE",
  "must be a membership number such as GKF-AA-26-000123":
    "doit être un numéro d'adhésion, par exemple GKF-AA-26-000123",
  "must be a real date as YYYY/MM/DD": "doit être une date valide au format AAAA/MM/JJ",
  "must be a real date in the past": "doit être une date valide dans le passé",
  "must be a region code": "doit être un code de région",
  "must be a time as HH:MM (00:00 to 23:59)": "doit être une heure au format HH:MM (00:00 à 23:59)",
  "must be a time as HH:MM:SS (00:00:00 to 23:59:59)": "doit être une heure au format HH:MM:SS (00:00:00 à 23:59:59)",
  "must be a web address (https://…)": "doit être une adresse web (https://…)",
  "must be accepted to register": "acceptation obligatoire pour vous inscrire",
  "must be after opens_at": "doit venir après opens_at",
  "must be an e-mail address": "doit être une adresse e-mail",
  "must be left empty when you give an e-mail": "doit rester vide si vous indiquez une adresse e-mail",
  "must be like -57 or +84 (kg)": "doit être de la forme -57 ou +84 (kg)",
  "must be on or after from": "ne peut pas précéder from",
  "must be plain text": "doit être du texte brut",
  "must be the 4 to 12 characters the network sent": "doit être le code de 4 à 12 caractères envoyé par l'opérateur",
  "must be the 6-digit code (the one we sent you or your authenticator app's) or a recovery code":
    "doit être le code à 6 chiffres (celui que nous vous avons envoyé ou celui de votre application d'authentification) ou un code de secours",
  "must be the 6-digit code of your authenticator app or a recovery code such as abcd-2345":
    "doit être le code à 6 chiffres de votre application d'authentification ou un code de secours, par exemple abcd-2345",
  "must be the 6-digit code your authenticator app shows":
    "doit être le code à 6 chiffres affiché par votre application d'authentification",
  "must be the card's 16 digits": "doit comporter les 16 chiffres de la carte",
  "must be today or later": "doit être aujourd'hui ou une date ultérieure",
  "must be your current password": "doit être votre mot de passe actuel",
  "must be your parent's or guardian's, not yours": "doit appartenir à votre parent ou tuteur, pas à vous",
  "must make you 18 or older: a guardian is an adult":
    "doit indiquer que vous avez 18 ans ou plus : un tuteur est un adulte",
  "names a component twice": "mentionne deux fois la même épreuve",
  "names at least one field": "mentionne au moins un champ",
  "no member found": "aucun membre trouvé",
  "the dojo is not active": "le dojo n'est pas actif",
  "the federation grants up to 7th dan": "la fédération décerne jusqu'au 7e dan",
  "the network refused this wallet": "l'opérateur a refusé ce portefeuille mobile",
  "there is no such dojo": "ce dojo n'existe pas",
  "there is no such region": "cette région n'existe pas",
  "this event has no categories": "cet événement n'a aucune catégorie",
  "was sent more than once": "apparaît plusieurs fois dans l'envoi",
};

/**
 * Sentences built with a request's facts, as templates: `{…}` stands for a fact written the same
 * in both languages (a number, a day, an amount, a membership number, a name), `{wait}` for a
 * wait ("14 minutes", said again in French). Those built with English words (a status, the failing
 * rules of an event) are not here; they stay English.
 */
export const ERROR_TEMPLATES_FR: Readonly<Record<string, string>> = {
  "Too many look-ups. Try again in {wait}.": "Trop de vérifications. Réessayez dans {wait}.",
  "Too many wrong codes. Try again in {wait}.": "Trop de codes erronés. Réessayez dans {wait}.",
  "Too many failed sign-in attempts. Try again in {wait}.":
    "Trop de tentatives de connexion échouées. Réessayez dans {wait}.",
  "Too many wrong codes were typed from your network. Try again in {wait}.":
    "Trop de codes erronés ont été saisis depuis votre réseau. Réessayez dans {wait}.",
  "You have tried several addresses that belong to other accounts. Try again in {wait}.":
    "Vous avez essayé plusieurs adresses qui appartiennent à d'autres comptes. Réessayez dans {wait}.",
  "Too many registrations from your network. Try again in {wait}.":
    "Trop d'inscriptions depuis votre réseau. Réessayez dans {wait}.",
  "You have sent {count} requests in the last {hours} hours. Try again in {wait}.":
    "Vous avez envoyé {count} demandes au cours des {hours} dernières heures. Réessayez dans {wait}.",
  "The file is larger than {size} MB.": "Le fichier dépasse {size} Mo.",
  "This image has more than {count} million pixels, which is more than we accept.":
    "Cette image dépasse {count} millions de pixels, la limite acceptée.",
  "Renewal opens on {opens}, {days} days before your membership expires on {expires}.":
    "Le renouvellement ouvre le {opens}, {days} jours avant l'expiration de votre adhésion le {expires}.",
  "Please come back on or after {opens}.": "Revenez à partir du {opens}.",
  "Registration runs from {from} to {to}.": "Les inscriptions sont ouvertes du {from} au {to}.",
  "The fee is {amount}.": "Le montant des frais est de {amount}.",
  "must be the fee, {amount} pesewas": "doit être le montant des frais, {amount} pesewas",
  "No member holds the number {code}.": "Aucun membre ne porte le numéro {code}.",
  "The grading is held on {date}: marks and results come from that day.":
    "Le passage de grade a lieu le {date} : les notes et les résultats se saisissent à partir de ce jour.",
  "A dan grading panel needs at least {minimum} examiners; this one has {count}.":
    "Le jury d'un passage de grade dan compte au moins {minimum} examinateurs ; celui-ci en a {count}.",
  "at least {minimum} for a dan grading": "au moins {minimum} pour un passage de grade dan",
  "The result of {name} is already confirmed.": "Le résultat de {name} est déjà confirmé.",
  // The rules an entry fails are listed in `fields`; the message's copy of them is left out.
  "Not eligible for this event: {failures}": "Vous ne remplissez pas les conditions de cet événement.",
  "The medical clearance expires on {date}, before the event.":
    "Le certificat médical expire le {date}, avant l'événement.",
  "Aged {age} on {date}: not in the {group} age group.": "{age} ans le {date} : hors de la catégorie d'âge {group}.",
  "Aged {age} on {date}: no category of this event fits.":
    "{age} ans le {date} : aucune catégorie de l'événement ne convient.",
  // A status, a belt, a gender or a kind of grading is said in French (FACT_WORDS_FR).
  "This grading is {grading_status}: its panel cannot change.":
    "Ce passage de grade est {grading_status} : son jury ne peut plus changer.",
  "A {grading_status} grading cannot be published.": "Un passage de grade {grading_status} ne peut pas être publié.",
  "A {grading_status} grading cannot be closed.": "Un passage de grade {grading_status} ne peut pas être clos.",
  "A {grading_status} grading cannot be completed.": "Un passage de grade {grading_status} ne peut pas être terminé.",
  "A {grading_status} grading takes no marks or results.":
    "Un passage de grade {grading_status} ne reçoit ni notes ni résultats.",
  "This event is {event_status}.": "Cet événement est {event_status}.",
  "A {event_status} event cannot be {event_change}.": "Un événement {event_status} ne peut pas être {event_change}.",
  "A {event_status} event has no results.": "Un événement {event_status} n'a pas de résultats.",
  "Only a confirmed entry checks in; this one is {entry_status}.":
    "Seule une inscription confirmée peut être pointée ; celle-ci est {entry_status}.",
  "This entry is {entry_status}.": "Cette inscription est {entry_status}.",
  "The membership is {membership_status}, not active.": "L'adhésion n'est pas active : {membership_status}.",
  "The event needs at least {belt}; the confirmed belt is {belt2}.":
    "L'événement demande au moins le {belt} ; la ceinture confirmée est le {belt2}.",
  "The event needs at least {belt}; no belt is confirmed yet.":
    "L'événement demande au moins le {belt} ; aucune ceinture n'est encore confirmée.",
  "The category is for {gender} athletes.": "La catégorie est réservée aux {gender}.",
  "No examiner on the panel may award {belt}, the highest grade offered.":
    "Aucun examinateur du jury ne peut décerner le {belt}, le grade le plus élevé proposé.",
  "This examiner may award at most {belt} in this session: they cannot mark a candidate for {belt2}.":
    "Cet examinateur peut décerner au plus le {belt} dans cette session : il ne peut pas noter un candidat au {belt2}.",
  "You may award at most {belt} in this session: {name} is examined for {belt2}.":
    "Vous pouvez décerner au plus le {belt} dans cette session : {name} passe le {belt2}.",
  "{name} may award at most {belt}": "{name} peut décerner au plus le {belt}",
  "{name} holds no dan grade and may not examine": "{name} n'a pas de grade dan et ne peut pas examiner",
  "The next grade is {belt}; this session offers {kind} grades up to {belt2}.":
    "Le grade suivant est le {belt} ; cette session propose les grades {kind} jusqu'au {belt2}.",
  "Placing {placing} is taken in category {category}.":
    "La place {placing} est déjà attribuée dans la catégorie {category}.",
};

/**
 * The words a template's fact may be, by the fact's name (a trailing digit aside: `belt2` is a
 * belt), as the English sentence writes them: the statuses in lower case, a gender, a kind of
 * grading. Belts are said from the labels both languages share (error-language.ts).
 */
export const FACT_WORDS_FR: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  event_status: { draft: "à l'état de brouillon", published: "publié", closed: "clos", cancelled: "annulé" },
  grading_status: {
    draft: "à l'état de brouillon",
    published: "publié",
    closed: "clos",
    completed: "terminé",
    cancelled: "annulé",
  },
  event_change: { published: "publié", cancelled: "annulé", closed: "clos" },
  entry_status: {
    submitted: "envoyée",
    confirmed: "confirmée",
    waitlisted: "en liste d'attente",
    withdrawn: "retirée",
    rejected: "refusée",
  },
  // The events page's own words for a status inside a sentence.
  membership_status: Object.fromEntries(
    Object.entries(events.rule_reasons.membership_statuses).map(([status, words]) => [status.toLowerCase(), words]),
  ),
  gender: { female: "femmes", male: "hommes" },
  kind: { kyu: "kyu", dan: "dan" },
};
