import { ChildrenCard } from "../../features/families/children-card";
import { PendingGuardianNote } from "../../features/families/pending-guardian-note";
import { GuardianPaysNote, useGuardianPays } from "../../features/families/who-pays";
import { ProfilePage as MembershipsProfilePage } from "../../features/memberships/profile/profile-page";

/**
 * `/dashboard/my-profile/index`, the guardian's dashboard (issue 16): the memberships feature's
 * profile with, once it is whole, the families feature's cards: first a minor's guardian request
 * (waiting or declined, and naming another), last "Your children" (not while acting for a child).
 * A child whose guardian pays, or a minor waiting for one, is not asked to pay: the guardian's
 * note, or the request's, stands in its place.
 */
export function ProfilePage() {
  const { isPending, pays } = useGuardianPays();
  return (
    <MembershipsProfilePage
      before={<PendingGuardianNote />}
      after={<ChildrenCard />}
      payment={{
        isPending,
        elsewhere: pays !== null,
        note: pays === "GUARDIAN" ? <GuardianPaysNote /> : undefined,
      }}
    />
  );
}
