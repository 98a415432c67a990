// Every English catalogue has a French twin with the same keys and the same placeholders: a key
// added on one side only, or a `{{name}}` lost in translation, fails here.
import { describe, expect, it } from "vitest";
import { en } from "./en.js";
import { account as accountEn } from "./en-account.js";
import { audit as auditEn } from "./en-audit.js";
import { auditActions as auditActionsEn } from "./en-audit-actions.js";
import { authPages as authPagesEn } from "./en-auth-pages.js";
import { documentNouns as documentNounsEn, documentTypes as documentTypesEn } from "./en-document-types.js";
import { dojos as dojosEn } from "./en-dojos.js";
import { events as eventsEn } from "./en-events.js";
import { families as familiesEn } from "./en-families.js";
import { gradings as gradingsEn } from "./en-gradings.js";
import { labels as labelsEn } from "./en-labels.js";
import { members as membersEn } from "./en-members.js";
import { membershipToasts as membershipToastsEn } from "./en-membership-toasts.js";
import { memberships as membershipsEn } from "./en-memberships.js";
import { review as reviewEn } from "./en-memberships-review.js";
import { verify as verifyEn, verifyGrade as verifyGradeEn } from "./en-memberships-verify.js";
import { payments as paymentsEn } from "./en-payments.js";
import { positions as positionsEn } from "./en-positions.js";
import { privacy as privacyEn } from "./en-privacy.js";
import { site as siteEn } from "./en-site.js";
import { staff as staffEn } from "./en-staff.js";
import { statistics as statisticsEn } from "./en-statistics.js";
import { toasts as toastsEn } from "./en-toasts.js";
import { fr } from "./fr.js";
import { account as accountFr } from "./fr-account.js";
import { audit as auditFr } from "./fr-audit.js";
import { auditActions as auditActionsFr } from "./fr-audit-actions.js";
import { authPages as authPagesFr } from "./fr-auth-pages.js";
import { documentNouns as documentNounsFr, documentTypes as documentTypesFr } from "./fr-document-types.js";
import { dojos as dojosFr } from "./fr-dojos.js";
import { events as eventsFr } from "./fr-events.js";
import { families as familiesFr } from "./fr-families.js";
import { gradings as gradingsFr } from "./fr-gradings.js";
import { labels as labelsFr } from "./fr-labels.js";
import { members as membersFr } from "./fr-members.js";
import { membershipToasts as membershipToastsFr } from "./fr-membership-toasts.js";
import { memberships as membershipsFr } from "./fr-memberships.js";
import { review as reviewFr } from "./fr-memberships-review.js";
import { verify as verifyFr, verifyGrade as verifyGradeFr } from "./fr-memberships-verify.js";
import { payments as paymentsFr } from "./fr-payments.js";
import { positions as positionsFr } from "./fr-positions.js";
import { privacy as privacyFr } from "./fr-privacy.js";
import { site as siteFr } from "./fr-site.js";
import { staff as staffFr } from "./fr-staff.js";
import { statistics as statisticsFr } from "./fr-statistics.js";
import { toasts as toastsFr } from "./fr-toasts.js";
import { emailLayoutEn, messagesEn } from "./messages.en.js";
import { emailLayoutFr, messagesFr } from "./messages.fr.js";
import { pdfTextsEn } from "./pdf.en.js";
import { pdfTextsFr } from "./pdf.fr.js";

/** Every text of a catalogue by its dotted key. */
function flatten(value: unknown, prefix = "", out = new Map<string, string>()): Map<string, string> {
  if (typeof value === "string") out.set(prefix, value);
  else if (value && typeof value === "object")
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const twins: Array<[string, unknown, unknown]> = [
  ["en.ts / fr.ts", en, fr],
  ["en-account.ts / fr-account.ts", accountEn, accountFr],
  [
    "en-document-types.ts / fr-document-types.ts",
    { documentTypesEn, documentNounsEn },
    { documentTypesEn: documentTypesFr, documentNounsEn: documentNounsFr },
  ],
  ["en-dojos.ts / fr-dojos.ts", dojosEn, dojosFr],
  ["en-events.ts / fr-events.ts", eventsEn, eventsFr],
  ["en-statistics.ts / fr-statistics.ts", statisticsEn, statisticsFr],
  ["en-audit.ts / fr-audit.ts", auditEn, auditFr],
  ["en-audit-actions.ts / fr-audit-actions.ts", auditActionsEn, auditActionsFr],
  ["en-staff.ts / fr-staff.ts", staffEn, staffFr],
  ["en-families.ts / fr-families.ts", familiesEn, familiesFr],
  ["en-privacy.ts / fr-privacy.ts", privacyEn, privacyFr],
  ["en-gradings.ts / fr-gradings.ts", gradingsEn, gradingsFr],
  ["en-members.ts / fr-members.ts", membersEn, membersFr],
  ["en-labels.ts / fr-labels.ts", labelsEn, labelsFr],
  ["en-memberships.ts / fr-memberships.ts", membershipsEn, membershipsFr],
  ["en-memberships-review.ts / fr-memberships-review.ts", reviewEn, reviewFr],
  [
    "en-memberships-verify.ts / fr-memberships-verify.ts",
    { verify: verifyEn, verify_grade: verifyGradeEn },
    { verify: verifyFr, verify_grade: verifyGradeFr },
  ],
  ["en-payments.ts / fr-payments.ts", paymentsEn, paymentsFr],
  ["en-positions.ts / fr-positions.ts", positionsEn, positionsFr],
  ["en-toasts.ts / fr-toasts.ts", toastsEn, toastsFr],
  ["en-site.ts / fr-site.ts", siteEn, siteFr],
  ["en-auth-pages.ts / fr-auth-pages.ts", authPagesEn, authPagesFr],
  ["en-membership-toasts.ts / fr-membership-toasts.ts", membershipToastsEn, membershipToastsFr],
  ["messages.en.ts / messages.fr.ts", messagesEn, messagesFr],
  ["e-mail layout", emailLayoutEn, emailLayoutFr],
  ["pdf.en.ts / pdf.fr.ts", pdfTextsEn, pdfTextsFr],
];

describe("the French catalogue matches the English one", () => {
  it.each(twins)("%s: same keys and placeholders", (_name, english, french) => {
    const enTexts = flatten(english);
    const frTexts = flatten(french);
    expect(
      [...enTexts.keys()].filter((key) => !frTexts.has(key)),
      "keys missing in French",
    ).toEqual([]);
    expect(
      [...frTexts.keys()].filter((key) => !enTexts.has(key)),
      "keys only in French",
    ).toEqual([]);
    const differing = [...enTexts]
      .filter(
        ([key, text]) => frTexts.has(key) && placeholders(text).join() !== placeholders(frTexts.get(key) ?? "").join(),
      )
      .map(([key]) => key);
    expect(differing, "placeholders differ").toEqual([]);
    const untranslatedEmpty = [...frTexts].filter(([, text]) => text.trim() === "").map(([key]) => key);
    expect(untranslatedEmpty, "empty French texts").toEqual([]);
  });

  it("every English catalogue file has a French twin in this test", async () => {
    const { readdirSync } = await import("node:fs");
    const files = readdirSync(new URL(".", import.meta.url)).filter((file) =>
      /^(en(-[\w-]+)?|messages\.en|pdf\.en)\.ts$/.test(file),
    );
    const covered = new Set(twins.flatMap(([name]) => name.split(" / ")[0]));
    covered.add("messages.en.ts");
    expect(files.filter((file) => !covered.has(file))).toEqual([]);
  });
});
