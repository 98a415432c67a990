import { ActivitiesNav } from "../../features/dojos/activities/activities-nav";
import { InstructorEventsPage as EventsForStudentsPage } from "../../features/events/instructor/instructor-events-page";
import { DojoGradings } from "../../features/gradings/instructor/dojo-gradings";

/**
 * `/dashboard/my-activities/events`: the events feature's instructor page under the dojo
 * activities' tabs, with the gradings feature's "Gradings for the dojo" after the events
 * (features do not import each other; the router knows them all). A module of its own, so
 * neither events page's chunk carries the other.
 */
export function InstructorEventsPage() {
  return <EventsForStudentsPage nav={<ActivitiesNav current="events" />} more={<DojoGradings />} />;
}
