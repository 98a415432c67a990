/**
 * E-mail and SMS templates, in English. They are part of the i18n catalogue that the web app
 * uses too (same `{{name}}` placeholders as i18next), so a translation covers both sides.
 * SMS texts stay under 160 characters.
 *
 * One entry per message: e-mails (`subject`) get a plain-text part from `text` and an HTML part
 * in the federation's look made from the same `text` (paragraphs split at blank lines; a
 * paragraph that is only `{{link}}` becomes a button labelled `action`). A new message needs
 * nothing but its entry here.
 */
import { dojoMessagesEn } from "./messages-dojos.en.js";
import { familyMessagesEn } from "./messages-families.en.js";
import { gradingMessagesEn } from "./messages-gradings.en.js";
import { memberMessagesEn } from "./messages-members.en.js";
import { privacyMessagesEn } from "./messages-privacy.en.js";
import { staffMessagesEn } from "./messages-staff.en.js";
import { tfaMessagesEn } from "./messages-tfa.en.js";

export const messagesEn = {
  activation_email: {
    subject: "Activate your GKF Portal account",
    action: "Activate my account",
    text:
      "Hello {{first_name}},\n\nWelcome to the Ghana Karate Federation portal. Open this link to activate your account:\n\n{{link}}\n\n" +
      "The link works for 24 hours. If you did not register, ignore this message.\n\nGKF Portal",
  },
  activation_sms: {
    text: "GKF Portal: your activation code is {{code}}. It expires in 10 minutes.",
  },
  device_email: {
    subject: "Your GKF Portal sign-in code",
    text:
      "Hello {{first_name}},\n\nSomeone (hopefully you) is signing in to GKF Portal from a new device: {{device}}.\n\n" +
      "Your verification code is {{code}}. It expires in 10 minutes.\n\nIf this was not you, change your password.\n\nGKF Portal",
  },
  device_sms: {
    text: "GKF Portal: your sign-in code is {{code}}. It expires in 10 minutes. Not you? Change your password.",
  },
  device_attempts_email: {
    subject: "Someone tried to sign in to your GKF Portal account",
    text:
      "Hello {{first_name}},\n\nSomeone who knows your password tried to sign in from a new device and entered wrong sign-in codes several times.\n\n" +
      "If this was not you, change your password now: sign in and open Account > Password, or reset it at {{reset_link}}.\n\nGKF Portal",
  },
  device_attempts_sms: {
    text: "GKF Portal: someone who knows your password tried to sign in from a new device. Not you? Change your password: {{reset_link}}",
  },
  registration_attempt_email: {
    subject: "Someone tried to register with your address",
    text:
      "Hello {{first_name}},\n\nSomeone tried to register a new GKF Portal account with this address, which already belongs to your account. No new account was made.\n\n" +
      "If it was you, sign in at {{login_link}}, or reset your password at {{reset_link}} if you forgot it.\n\nGKF Portal",
  },
  registration_attempt_sms: {
    text: "GKF Portal: someone tried to register with your number, which already has an account. Sign in, or reset your password: {{reset_link}}",
  },
  reset_email: {
    subject: "Reset your GKF Portal password",
    text:
      "Hello {{first_name}},\n\nYour password reset code is {{code}}. It expires in 10 minutes.\n\n" +
      "If you did not ask to reset your password, ignore this message; your password stays as it is.\n\nGKF Portal",
  },
  reset_sms: {
    text: "GKF Portal: your password reset code is {{code}}. It expires in 10 minutes.",
  },
  contact_email: {
    subject: "Confirm your e-mail address for GKF Portal",
    text: "Hello {{first_name}},\n\nYour confirmation code is {{code}}. It expires in 10 minutes.\n\nGKF Portal",
  },
  contact_sms: {
    text: "GKF Portal: your phone confirmation code is {{code}}. It expires in 10 minutes.",
  },
  contact_added_email: {
    subject: "A new address can sign in to your GKF Portal account",
    text:
      "Hello {{first_name}},\n\n{{contact}} was added to your GKF Portal account and confirmed with a code. It can now be used to sign in.\n\n" +
      "If this was not you, reset your password now at {{reset_link}} and contact the federation secretariat.\n\nGKF Portal",
  },
  contact_added_sms: {
    text: "GKF Portal: {{contact}} was added to your account to sign in. Not you? Reset your password: {{reset_link}}",
  },
  password_changed_email: {
    subject: "Your GKF Portal password was changed",
    text:
      "Hello {{first_name}},\n\nThe password of your GKF Portal account was changed and every session was signed out.\n\n" +
      "If this was not you, reset your password now and contact the federation secretariat.\n\nGKF Portal",
  },
  password_changed_sms: {
    text: "GKF Portal: your password was changed. Not you? Reset it now and call the federation.",
  },
  document_approved_email: {
    subject: "Your {{document}} was approved",
    text: "Hello {{first_name}},\n\nA federation official approved your {{document}}.\n\nGKF Portal",
  },
  document_approved_sms: {
    text: "GKF Portal: your {{document}} was approved.",
  },
  document_rejected_email: {
    subject: "Your {{document}} needs another look",
    text:
      "Hello {{first_name}},\n\nA federation official could not approve your {{document}}:\n\n{{reason}}\n\n" +
      "Please upload it again from your membership documents page.\n\nGKF Portal",
  },
  document_rejected_sms: {
    text: "GKF Portal: your {{document}} was not approved: {{reason}} Please upload it again.",
  },
  medical_expiry_email: {
    subject: "Your medical clearance expires in {{days}} days",
    text: "Hello {{first_name}},\n\nYour medical clearance expires on {{date}}. Upload a new one before then to stay compliant.\n\nGKF Portal",
  },
  medical_expiry_sms: {
    text: "GKF Portal: your medical clearance expires on {{date}}. Upload a new one to stay compliant.",
  },
  membership_expiry_email: {
    subject: "Your GKF membership expires in {{days}} days",
    text: "Hello {{first_name}},\n\nYour membership {{code}} expires on {{date}}. Renew it in the portal to keep training and competing.\n\nGKF Portal",
  },
  membership_expiry_sms: {
    text: "GKF Portal: your membership {{code}} expires on {{date}}. Renew it in the portal.",
  },
  payment_receipt_email: {
    subject: "Payment received: {{receipt}}",
    text:
      "Hello {{first_name}},\n\nWe received {{amount}} for your {{purpose}}. Receipt number: {{receipt}}. Membership number: {{code}}.\n\n" +
      "Your receipt is attached to this e-mail as a PDF. Your payments page keeps all your receipts:\n\n{{link}}\n\nThank you,\nGhana Karate Federation",
    action: "Open my payments",
  },
  payment_receipt_sms: {
    text: "GKF Portal: we received {{amount}} for your {{purpose}}. Receipt {{receipt}}. Membership {{code}}.",
  },
  application_update_email: {
    subject: "Your application for {{position}}: {{status}}",
    text: "Hello {{first_name}},\n\nYour application for {{position}} is now {{status}}.\n{{note}}\n\nGKF Portal",
  },
  application_update_sms: {
    text: "GKF Portal: your application for {{position}} is now {{status}}. {{note}}",
  },
  event_place_offered_email: {
    subject: "A place is yours: {{event}}",
    text: "Hello {{first_name}},\n\nA place became free at {{event}} ({{date}}) and it is yours: your entry left the waiting list. {{next_step}}\n\n{{link}}\n\nGKF Portal",
    action: "Open my events",
  },
  event_place_offered_sms: {
    text: "GKF Portal: a place became free at {{event}} ({{date}}) and it is yours. {{next_step}}",
  },
  ...dojoMessagesEn,
  ...familyMessagesEn,
  ...gradingMessagesEn,
  ...memberMessagesEn,
  ...privacyMessagesEn,
  ...staffMessagesEn,
  ...tfaMessagesEn,
} as const;

export type MessageTemplateName = keyof typeof messagesEn;

/** Fills `{{name}}` placeholders; unknown ones stay visible so a gap is noticed, not hidden. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
}
/** The frame of every HTML e-mail. */
export const emailLayoutEn = {
  federation: "Ghana Karate Federation",
  portal: "GKF Portal",
  link_fallback: "If the button does not work, copy this address into your browser:",
  footer:
    "You receive this e-mail because of your account on GKF Portal, the membership portal of the Ghana Karate Federation.",
} as const;
