/**
 * The gradings module's messages, in English (part of `messagesEn`; same rules as messages.en.ts):
 * a candidate's confirmed result (decision 90). `grade` is the grade examined for, `date` the
 * exam day; a pass links to the grade certificate, the others to the member's events page.
 */
export const gradingMessagesEn = {
  grading_passed_email: {
    subject: "You passed: {{grade}}",
    text: "Hello {{first_name}},\n\nCongratulations: you passed the grading of {{date}} and are awarded {{grade}}. It is in your belt history and is now your current belt; no certificate needs to be uploaded.\n\nYour grade certificate, with a QR code anyone can check:\n\n{{link}}\n\nGKF Portal",
    action: "Download my grade certificate",
  },
  grading_passed_sms: {
    text: "GKF Portal: congratulations, you passed the grading of {{date}} and are awarded {{grade}}. Certificate: {{link}}",
  },
  grading_partial_email: {
    subject: "Your grading result: part to retake for {{grade}}",
    text: "Hello {{first_name}},\n\nAt the grading of {{date}} for {{grade}} you passed part of the examination. To be awarded the grade, retake {{retake}} at a grading by {{deadline}}: apply for {{grade}} again and only those parts are examined.\n\n{{link}}\n\nGKF Portal",
    action: "Open my events",
  },
  grading_partial_sms: {
    text: "GKF Portal: grading of {{date}} for {{grade}}: retake {{retake}} by {{deadline}} to be awarded the grade.",
  },
  grading_failed_email: {
    subject: "Your grading result for {{grade}}",
    text: "Hello {{first_name}},\n\nYou did not pass the grading of {{date}} for {{grade}} this time. Talk with your instructor and apply again at a later grading.\n\n{{link}}\n\nGKF Portal",
    action: "Open my events",
  },
  grading_failed_sms: {
    text: "GKF Portal: you did not pass the grading of {{date}} for {{grade}} this time. You may apply again at a later grading.",
  },
} as const;
