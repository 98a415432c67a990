import { ChildrenCard } from "../../features/families/children-card";
import { ProfilePage as MembershipsProfilePage } from "../../features/memberships/profile/profile-page";

/**
 * `/dashboard/my-profile/index`, the guardian's dashboard (issue 16): the memberships feature's
 * profile, then, once it is whole, the families feature's "Your children" (not while acting for a child).
 */
export function ProfilePage() {
  return <MembershipsProfilePage after={<ChildrenCard />} />;
}
