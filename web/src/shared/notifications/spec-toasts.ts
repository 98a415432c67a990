import type { en } from "@gkf/contract";
import type { TFunction } from "i18next";
import type { Toast } from "./notify";

type SpecToasts = typeof en.toasts;

/** A toast of spec section 8: the catalogue's `toasts` group (packages/contract/src/i18n/en-toasts.ts). */
export type SpecToastKey = {
  [K in keyof SpecToasts]: SpecToasts[K] extends string ? never : K;
}[keyof SpecToasts];

/** The spec's toast in the active language (word for word in English). */
export function specToast(key: SpecToastKey, t: TFunction): Toast {
  const texts: { title: string; message: string; action?: string } = t(`toasts.${key}`, { returnObjects: true });
  return { title: texts.title, message: texts.message, ...(texts.action ? { action: texts.action } : {}) };
}
