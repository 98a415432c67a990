/**
 * The English texts of the auth pages other than the login page (`auth.verify`, `auth.register`,
 * `auth.account_types`, `auth.registration_successful`, `auth.activate`, `auth.reset_password`,
 * `auth.confirm_reset_password`), loaded with those pages and merged into `auth`: the login
 * page's first load has a budget, and it needs only the login's texts (decision 99).
 */
export const authPages = {
  verify: {
    title: "Check it's you",
    intro: "You are signing in on a new device. We sent a 6-digit code to {{sent_to}}.",
    channels: {
      email: "your e-mail",
      sms: "your phone",
      otp: "your authenticator",
      tfa: "your authenticator",
    },
    countdown: "The code works for another {{time}}.",
    expired: "This code has expired. Sign in again to get a new one.",
    submit: "Verify and sign in",
    sign_in_again: "Sign in again",
    resend: "Send a new code",
    resent: "A new code is on its way. The one before no longer works.",
    /** Two-step sign-in (issue 17): the code comes from the member's authenticator app, nothing is sent. */
    tfa_intro: "Open the authenticator app on your phone and enter the 6-digit code it shows for GKF Portal.",
    tfa_code: "6-digit code from the app",
    tfa_code_shape: "Enter the 6 digits the app shows",
    recovery_intro:
      "Enter one of the recovery codes you kept when you turned on two-step sign-in. Each code works once.",
    recovery_code: "Recovery code",
    use_recovery: "Use a recovery code",
    use_app: "Use a code from the app",
    tfa_expired: "This sign-in has waited too long. Sign in again.",
  },
  register: {
    title: "Create your account",
    intro: "For athletes, coaches, referees and officials. A parent or guardian can register a minor.",
    first_name: "First name",
    last_name: "Last name",
    date_of_birth: "Date of birth",
    gender: "Gender",
    genders: {
      FEMALE: "Female",
      MALE: "Male",
    },
    region: "Region",
    district: "District",
    choose: "Choose…",
    choose_region_first: "Choose the region first",
    regions_failed: "The regions could not be loaded.",
    consent:
      "I agree that the Ghana Karate Federation keeps and uses these details to run my membership (for a minor, a parent or guardian agrees).",
    consent_required: "Please agree to continue",
    guardian_email: "Your parent or guardian's e-mail (optional)",
    guardian_email_hint:
      "Registering yourself at 13 to 17? Name your parent or guardian: we ask them to confirm, and until they do, payments, documents and consent wait for them. Leave it empty if the e-mail or phone above is theirs: they become your guardian.",
    guardian_own: "Enter your parent's or guardian's e-mail, not your own",
    next: "Next: account type",
    has_account: "Already registered?",
    password_forgotten: "Enter your password again: we do not keep it while you choose the account type.",
  },
  account_types: {
    title: "Choose your account type",
    intro: "What do you do in karate? Federation officials can add other roles later.",
    label: "Account type",
    types: {
      ATHLETE: { name: "Athlete", description: "You train and compete. Your belt and age group go on your card." },
      COACH: { name: "Coach", description: "You teach a dojo or a team. Add your coaching licence later." },
      REFEREE: { name: "Referee", description: "You judge bouts and kata. Add your referee licence later." },
      OFFICIAL: { name: "Official", description: "You organise: club, regional or federation work." },
    },
    back: "Back",
    submit: "Create my account",
    required: "Choose an account type",
  },
  registration_successful: {
    title: "Almost there",
    thanks: "Thank you for registering, {{name}}.",
    email_sent:
      "We sent an activation link to {{sent_to}}. Check your e-mail and open it to activate your account. If this address already has an account, the message tells you how to sign in instead.",
    sms_sent:
      "We sent a 6-digit activation code to {{sent_to}}. Check your messages and enter it below. If this number already has an account, the message tells you how to sign in instead.",
    unknown: "Your registration is received. Open the activation link, or enter the code we sent you.",
    active: "Your account is active. You can sign in now.",
  },
  activate: {
    title: "Activate your account",
    activating: "Activating your account…",
    success: "Your account is active. You can sign in now.",
    invalid_link:
      "This activation link is not valid or was already used. If your account is not active yet, get a new one.",
    failed: "We could not activate your account just now.",
    sms_intro: "Enter the 6-digit code we sent to your phone.",
    sms_username: "Phone number you registered with",
    sms_username_hint: "Needed only on a device you did not register on.",
    sms_submit: "Activate",
    invalid_code: "That code is not valid or has expired. Check it, or get a new one.",
    resend_title: "Get a new activation message",
    resend_username: "E-mail address or phone number",
    resend_submit: "Send it again",
  },
  reset_password: {
    title: "Reset your password",
    intro: "We will send a 6-digit code to the e-mail address or phone number of your account.",
    submit: "Send me a code",
  },
  confirm_reset_password: {
    title: "Choose a new password",
    intro: "Enter the code we sent you and your new password.",
    submit: "Save the new password",
    no_request: "Ask for a reset code first.",
    start_again: "Ask for a code",
    done: "Your password has been changed. Please sign in with the new one.",
  },
} as const;
