import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { useHttpClient } from "../../shared/services/services-context";
import { getProfile, profileQueryOptions } from "./account-api";

/** Where a staff member sets up two-step sign-in: the account page's card explains why. */
export const TFA_SETUP_PATH = "/dashboard/my-account/index";

/**
 * The control panel's pages open for staff with two-step sign-in on (issue 17); until then they are
 * sent to the account page, whose "Two-step sign-in" card says that staff must turn it on. The
 * server refuses staff endpoints meanwhile (403 TFA_REQUIRED): this only spares them a page of
 * refusals. The profile is read without a toast; an unreadable one, or one without the field (an
 * older server), lets the page try (its own calls then say why).
 */
export function StaffTfaGate({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const http = useHttpClient();
  const profile = useQuery({
    ...profileQueryOptions(http),
    queryFn: ({ signal }) => getProfile(http, signal, { silent: true }),
  });
  if (profile.isPending) return fallback;
  if (profile.data?.tfa_enabled === false) return <Navigate to={TFA_SETUP_PATH} replace />;
  return children;
}
