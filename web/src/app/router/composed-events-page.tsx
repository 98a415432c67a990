import { EventsPage as MemberEventsPage } from "../../features/events/member/events-page";
import { MemberGradings } from "../../features/gradings/member/member-gradings";
import { MembershipNav } from "../../features/memberships/components/membership-nav";

/**
 * `/dashboard/my-membership/events`: the events feature's member page under the membership tabs,
 * with the gradings feature's part after my entries (features do not import each other; the
 * router knows them all). A module of its own, so the page's chunk does not carry the training
 * page (composed-pages.tsx).
 */
export function EventsPage() {
  return <MemberEventsPage nav={<MembershipNav current="events" />} more={<MemberGradings />} />;
}
