import { lazy } from "react";
import { AdminEventsPage as EventsControlPage } from "../../features/events/admin/admin-events-page";
import type { EventCardReader } from "../../features/events/check-in/card-reader";

/**
 * `/dashboard/my-control-panel/events`: the organisers' events page, with the memberships' card
 * scanner and card reading for the phone check-in's "Scan a card" (features do not import each
 * other; the router knows them all; the dojos' roll call gets the same: composed-roll-call-page.tsx).
 * Both load only when an organiser opens the scanner.
 */
const cardReader: EventCardReader = {
  Scanner: lazy(() =>
    import("../../features/memberships/verify/card-scanner").then((m) => ({ default: m.CardScanner })),
  ),
  read: (text, options) =>
    import("../../features/memberships/verify/card-number").then((m) => m.readCardNumber(text, options)),
};

export function AdminEventsPage() {
  return <EventsControlPage cardReader={cardReader} />;
}
