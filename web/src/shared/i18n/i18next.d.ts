import type { Catalogue } from "@gkf/contract";

// Typed keys: a mistyped or removed text is a compile error, not a raw key on screen.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: Catalogue };
  }
}
