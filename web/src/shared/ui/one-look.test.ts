// One look (issue 12): the rules that can be read from the source. One select, one password
// field, one page header on every dashboard page, the menu button at the start of every header,
// dialog titles in the headings' weight, and labels in sentence case in the English catalogue.
import { en } from "@gkf/contract/i18n/en";
import { account } from "@gkf/contract/i18n/en-account";
import { labels } from "@gkf/contract/i18n/en-labels";
import { memberships } from "@gkf/contract/i18n/en-memberships";
import { payments } from "@gkf/contract/i18n/en-payments";
import { positions } from "@gkf/contract/i18n/en-positions";
import { fr } from "@gkf/contract/i18n/fr";
import { account as accountFr } from "@gkf/contract/i18n/fr-account";
import { labels as labelsFr } from "@gkf/contract/i18n/fr-labels";
import { memberships as membershipsFr } from "@gkf/contract/i18n/fr-memberships";
import { payments as paymentsFr } from "@gkf/contract/i18n/fr-payments";
import { positions as positionsFr } from "@gkf/contract/i18n/fr-positions";
import { describe, expect, it } from "vitest";
import { theme, withCloseLabels } from "../../app/theme";

/** Every source of the web app (tests excluded), by its path under web/src. */
// Node's own, without the Node types the web app's code has no use for (Vitest runs on Node).
declare const __dirname: string;
declare const process: {
  getBuiltinModule(id: "node:fs"): { readFileSync(path: string, encoding: "utf8"): string };
};

const files = new Map(
  Object.entries(
    import.meta.glob<string>(["../../**/*.{ts,tsx}", "!../../**/*.test.{ts,tsx}", "!../../**/*.d.ts"], {
      query: "?raw",
      import: "default",
      eager: true,
    }),
  ).map(([path, text]) => [new URL(path, "file:///src/shared/ui/").pathname.replace(/^\/src\//, ""), text]),
);

function filesMatching(pattern: RegExp): string[] {
  return [...files].filter(([, text]) => pattern.test(text)).map(([path]) => path);
}

/** The file an import names, by its path under web/src; null for packages and unknown files. */
function resolveModule(from: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null;
  const base = new URL(specifier, `file:///src/${from}`).pathname.replace(/^\/src\//, "");
  return [`${base}.tsx`, `${base}.ts`, base].find((path) => files.has(path)) ?? null;
}

/** A module and the modules of this app it imports, `depth` levels down. */
function withLocalImports(path: string, depth: number): string[] {
  const found = new Set([path]);
  let level = [path];
  for (let step = 0; step < depth; step++) {
    level = level
      .flatMap((module) =>
        [...(files.get(module) ?? "").matchAll(/from "(\.[^"]+)"/g)].map(([, specifier]) =>
          resolveModule(module, specifier ?? ""),
        ),
      )
      .filter((next): next is string => next !== null && !found.has(next));
    for (const next of level) found.add(next);
  }
  return [...found];
}

describe("one look: the same component for the same job", () => {
  it("every select is SelectField (shared/forms): no Mantine Select, NativeSelect or a bare <select>", () => {
    expect(
      filesMatching(/<(Select|NativeSelect|MultiSelect|Autocomplete)\b/),
      "use SelectField from shared/forms",
    ).toEqual([]);
    expect(filesMatching(/<select\b/)).toEqual(["shared/forms/select-field.tsx"]);
  });

  it("every password field is PasswordField (shared/forms), with its Show/Hide button", () => {
    expect(filesMatching(/<PasswordInput\b/), "use PasswordField from shared/forms").toEqual([]);
    expect(
      filesMatching(/type=\{?["'`]password["'`]|["']password["'] : ["']text["']|\? ["']text["'] : ["']password["']/),
    ).toEqual(["shared/forms/password-field.tsx"]);
  });

  it("every list under its own heading is TitledSection, and every 'nothing here' note EmptyNote (shared/ui)", () => {
    // A section built by hand: a Stack as the section with its heading (or a Group holding it) first.
    // The pay page's two ways to pay are choices with an introduction each, not lists.
    expect(
      filesMatching(/<Stack\b[^>]*component="section"[^>]*>\s*(<Group\b[^>]*>\s*)?<Title order=\{2\}/),
      "use TitledSection from shared/ui",
    ).toEqual(["features/payments/pay/pay-choice.tsx"]);
    // A dimmed line that is only a catalogue text saying a list is empty ("…none", "…empty", "…no_…s").
    expect(
      filesMatching(
        /<Text (size="sm" )?c="dimmed"( size="sm")?>\s*\{t\("[a-z_.]+\.(none|empty|none_[a-z_]+|no_[a-z_]+s)"\)\}\s*<\/Text>/,
      ),
      "use EmptyNote from shared/ui",
    ).toEqual([]);
  });

  it("every card under its own heading is CardSection (shared/ui)", () => {
    // A card built by hand: a bordered Paper as a section, or a form, named by its heading.
    // "My dojo" on the training page is named by its small "My dojo" line above the dojo's name; the
    // payment's result is a page of its own in a frame (its h1), not a card on a page.
    expect(
      filesMatching(/<Paper\b[^>]*component="(section|form)"[^>]*aria-labelledby/).filter(
        (path) => path !== "shared/ui/titled-section.tsx",
      ),
      "use CardSection from shared/ui",
    ).toEqual(["features/dojos/training/training-page.tsx", "features/payments/response/payment-response-page.tsx"]);
    // A bordered Paper whose first thing is a heading is a card under its heading too.
    expect(
      filesMatching(
        /<Paper withBorder p="md" radius="md">\s*(<form\b[^>]*>\s*)?(<Stack\b[^>]*>\s*)?(<div>\s*)?<Title order=\{[23]\}/,
      ),
      "use CardSection from shared/ui",
    ).toEqual([]);
  });

  it("says 'Loading…' with LoadingNote in a card or a list and LoadingBlock below a page's header (shared/ui)", () => {
    // A hand-written line: the catalogue's "Loading…" as a Text's only content, or a helper's.
    expect(
      filesMatching(/<(Text|Message)\b[^>]*>\s*\{t\("common\.loading"\)\}\s*<\/(Text|Message)>/).filter(
        (path) => path !== "shared/ui/titled-section.tsx",
      ),
      "use LoadingNote from shared/ui",
    ).toEqual([]);
    // A page's data on its way below its header: LoadingBlock's spinner, not one of its own.
    expect(filesMatching(/<Loader\b[^>]*role="status"/), "use LoadingBlock from shared/ui").toEqual([
      "shared/ui/loading-block.tsx",
    ]);
  });

  it("says a read failed with LoadFailed (shared/ui), its Try again included", () => {
    // A hand-built failure: the catalogue's Try again on a button of the page's own. Left: the
    // registration's regions (tried again beside their field), an activation link that failed
    // (an action, under its alert), the public check's verdict banner and the paid membership's
    // refresh (a change, in the payment's result).
    expect(filesMatching(/t\("common\.actions\.retry"\)/), "use LoadFailed (or Loaded) from shared/ui").toEqual([
      "features/auth/activate/activate-page.tsx",
      "features/auth/register/register-page.tsx",
      "features/memberships/verify/public-verify-page.tsx",
      "features/payments/response/successful-payment-result.tsx",
      "shared/ui/load-failed.tsx",
    ]);
  });

  it("every dashboard page opens with PageHeader, the only h1 of the dashboard", () => {
    const pageModules = [...(files.get("app/router/section-pages.ts") ?? "").matchAll(/import\("(\.[^"]+)"\)/g)]
      .map(([, specifier]) => resolveModule("app/router/section-pages.ts", specifier ?? ""))
      .filter((path): path is string => path !== null)
      // The payment result is a dialog-like page of its own (`/dashboard/modals/…`), not a section's.
      .filter((path) => path !== "features/payments/response/payment-response-page.tsx");
    // The account section is routed on its own (dashboard-routes.tsx).
    pageModules.push("features/account/account-page.tsx");
    expect(pageModules.length).toBeGreaterThan(10);
    for (const page of new Set(pageModules)) {
      // The page and the modules it is made of here (a frame shared by a section's pages, a composed page).
      const parts = withLocalImports(page, 2);
      expect(
        parts.some((path) => /<PageHeader\b/.test(files.get(path) ?? "")),
        `${page} shows PageHeader`,
      ).toBe(true);
      expect(
        parts.filter(
          (path) => path !== "shared/ui/page-header.tsx" && /<Title\s+order=\{1\}|<h1\b/.test(files.get(path) ?? ""),
        ),
        `${page} has no h1 of its own`,
      ).toEqual([]);
    }
  });

  it("puts the menu button at the start of every header that has one", () => {
    const layouts = filesMatching(/<Burger\b/);
    expect(layouts.sort()).toEqual(["app/layouts/dashboard-layout.tsx", "app/layouts/home-layout.tsx"]);
    for (const path of layouts) {
      const text = files.get(path) ?? "";
      expect(text.indexOf("<Burger"), path).toBeLessThan(text.indexOf("<BrandLink"));
      expect(text, path).toMatch(/<Burger[^>]*\bsize="sm"/);
    }
  });
});

describe("one look: dialogs and badges", () => {
  // Set once for every page but the login page (a11y-pages.css), not per dialog. Vitest hands CSS
  // imports over empty, so the file is read as it is.
  const pageStyles = process.getBuiltinModule("node:fs").readFileSync(`${__dirname}/../../app/a11y-pages.css`, "utf8");

  /** The declarations of the rule whose selector list names `selector`. */
  function ruleFor(selector: string): string {
    const rule = [...pageStyles.replace(/\/\*[\s\S]*?\*\//g, "").matchAll(/([^{}]+)\{([^}]*)\}/g)].find(
      ([, selectors]) => (selectors ?? "").split(",").some((one) => one.trim() === selector),
    );
    return rule?.[2] ?? "";
  }

  it("titles every modal and drawer in the headings' weight", () => {
    for (const name of ["Modal", "Drawer"])
      expect(ruleFor(`.mantine-${name}-title.mantine-${name}-title`), name).toMatch(
        /font-weight:\s*var\(--mantine-heading-font-weight\)/,
      );
  });

  it("writes badges in the catalogue's case, not in capitals", () => {
    expect(ruleFor(".mantine-Badge-root.mantine-Badge-root")).toMatch(/text-transform:\s*none/);
  });

  it("still names the close button of every dialog, drawer and toast", () => {
    const app = withCloseLabels(theme, "Close");
    for (const name of ["Modal", "Drawer", "Notification"]) {
      const props = app.components?.[name]?.defaultProps as { closeButtonProps: Record<string, string> };
      expect(props.closeButtonProps["aria-label"], name).toBe("Close");
    }
  });
});

/** Every text of a catalogue by its dotted key. */
function flatten(value: unknown, prefix = "", out = new Map<string, string>()): Map<string, string> {
  if (typeof value === "string") out.set(prefix, value);
  else if (value && typeof value === "object")
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  return out;
}

/** Names that keep their capitals inside a sentence, in both languages. */
const PROPER_NOUNS = new Set([
  "AirtelTigo",
  "Card", // "Ghana Card", the national identity card's name
  "Cards",
  "Cash", // "Telecel Cash"
  "GKF",
  "Ghana",
  "MoMo",
  "Money", // "AirtelTigo Money"
  "Portal",
  "Telecel",
  "WebP",
]);

/** And per language: the federation's name, units, and pages named as their menu names them. */
const PROPER_NOUNS_BY_LANGUAGE = {
  en: new Set(["Federation", "Karate"]),
  fr: new Set(["Fédération", "Internet", "Ko", "Mo", "Profil", "Paiements"]),
};

/**
 * Capitalised words inside a sentence (not its first word, not after `.`, `!`, `?`, `:` or an
 * opening quote), placeholders aside: "Sign In" and "Membership Update" fail, "Ghana Card" passes.
 */
function titleCaseWords(text: string, language: "en" | "fr" = "en"): string[] {
  const words = text.replace(/\{\{[^}]*\}\}/g, "x").split(/\s+/);
  return words.filter((word, index) => {
    if (index === 0 || !/^\p{Lu}\p{Ll}/u.test(word)) return false;
    if (/[.!?:«“"(]$/.test(words[index - 1] ?? "")) return false;
    const bare = word.replace(/[^\p{L}]/gu, "");
    return !PROPER_NOUNS.has(bare) && !PROPER_NOUNS_BY_LANGUAGE[language].has(bare);
  });
}

/**
 * The texts of the web app's catalogue in one language. The spec's toasts (every `toasts` group:
 * the app's and each feature's) are the spec's words, kept as written.
 */
function appTexts(catalogue: Record<string, unknown>): Map<string, string> {
  return new Map([...flatten(catalogue)].filter(([key]) => !/(^|\.)toasts\./.test(key)));
}

const CATALOGUES = {
  en: appTexts({ ...en, account, labels, memberships, payments, positions }),
  fr: appTexts({
    ...fr,
    account: accountFr,
    labels: labelsFr,
    memberships: membershipsFr,
    payments: paymentsFr,
    positions: positionsFr,
  }),
};

describe("labels in one case", () => {
  it.each(["en", "fr"] as const)(
    "writes every label, button and heading of the %s catalogue in sentence case",
    (language) => {
      const catalogue = CATALOGUES[language];
      expect(catalogue.size).toBeGreaterThan(500);
      const titleCase = [...catalogue]
        .filter(([, text]) => titleCaseWords(text, language).length > 0)
        .map(([key, text]) => `${key}: ${text}`);
      expect(titleCase).toEqual([]);
    },
  );

  it("would catch a label in title case", () => {
    expect(titleCaseWords("Sign In")).toEqual(["In"]);
    expect(titleCaseWords("Membership Update")).toEqual(["Update"]);
    expect(titleCaseWords("Mon Adhésion", "fr")).toEqual(["Adhésion"]);
    expect(titleCaseWords("Upload a Ghana Card")).toEqual([]);
    expect(titleCaseWords("Thank you. We received it")).toEqual([]);
  });
});
