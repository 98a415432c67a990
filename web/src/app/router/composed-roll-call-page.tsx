import { lazy } from "react";
import { TodayPage as DojoTodayPage } from "../../features/dojos/activities/today-page";
import type { CardReader } from "../../features/dojos/roll-call/card-match";

/**
 * `/dashboard/my-activities/index`: the dojos' roll call, with the memberships' card scanner and
 * card reading for "Scan a card" (features do not import each other; the router knows them all).
 * Both load only when an instructor opens the scanner; the service worker keeps them offline.
 */
const cardReader: CardReader = {
  Scanner: lazy(() =>
    import("../../features/memberships/verify/card-scanner").then((m) => ({ default: m.CardScanner })),
  ),
  read: (text, options) =>
    import("../../features/memberships/verify/card-number").then((m) => m.readCardNumber(text, options)),
};

export function TodayPage() {
  return <DojoTodayPage cardReader={cardReader} />;
}
