import { TrainingPage as DojoTrainingPage } from "../../features/dojos/training/training-page";
import { MembershipNav } from "../../features/memberships/components/membership-nav";

/**
 * Pages made of two features (features do not import each other; the router knows them all).
 * `/dashboard/my-membership/training`: the dojos feature's training page under the membership tabs.
 */
export function TrainingPage() {
  return <DojoTrainingPage nav={<MembershipNav current="training" />} />;
}
