import type { Catalogue } from "@gkf/contract";
import type { TFunction } from "i18next";
import type { Toast } from "./notify";

/** The keys of a group's toasts (objects with a title and a message), not of its single words. */
type ToastsOf<Group> = { [K in keyof Group]: Group[K] extends string ? never : K }[keyof Group] & string;

/**
 * A toast of spec section 8: the first-load catalogue's `toasts` group (en-toasts.ts), or the
 * `toasts` group of the feature whose pages raise it (memberships, positions), loaded with them.
 */
export type SpecToastKey =
  | `toasts.${ToastsOf<Catalogue["toasts"]>}`
  | `memberships.toasts.${ToastsOf<Catalogue["memberships"]["toasts"]>}`
  | `positions.toasts.${ToastsOf<Catalogue["positions"]["toasts"]>}`;

/** The spec's toast in the active language (word for word in English). */
export function specToast(key: SpecToastKey, t: TFunction): Toast {
  const texts: { title: string; message: string; action?: string } = t(key, { returnObjects: true });
  return { title: texts.title, message: texts.message, ...(texts.action ? { action: texts.action } : {}) };
}
