import { useParams } from "react-router";
import { AccountPage as AccountFeaturePage } from "../../features/account/account-page";
import { GuardianDetailsForm } from "../../features/families/guardian-details-form";
import { GuardianRequestCard } from "../../features/families/guardian-request-card";

/**
 * `/dashboard/my-account/index`, with the families feature's parts (features do not import each
 * other; the router knows them all): a guardian request opened from its link
 * (`…/index/guardian-request/:token`, decision 111) above the account, and the form a guardian
 * made from a minor's registration completes their own details with.
 */
export function AccountPage() {
  const { page, id } = useParams();
  return (
    <AccountFeaturePage
      before={page === "guardian-request" && id ? <GuardianRequestCard token={id} /> : null}
      completeDetails={(lastName) => <GuardianDetailsForm lastName={lastName} />}
    />
  );
}
