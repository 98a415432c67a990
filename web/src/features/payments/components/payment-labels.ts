import { payments as paymentsTexts } from "@gkf/contract/i18n/en-payments";
import type { TFunction } from "i18next";
import { isKeyOf } from "../../../shared/i18n/i18n";

/** "mobile_money" → "Mobile money"; a channel the catalogue does not know is shown readably as it came. */
export function formatChannel(channel: string | null, t: TFunction): string | null {
  if (!channel) return null;
  if (isKeyOf(paymentsTexts.channels, channel)) return t(`payments.channels.${channel}`);
  const words = channel.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}
