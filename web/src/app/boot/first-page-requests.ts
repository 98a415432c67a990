import { API_BASE_PATH } from "@gkf/contract";
import { startEarlyGet } from "../../shared/http/early-requests";

/**
 * The paths of the descriptors membershipsEndpoints.summary, .myRecord, systemEndpoints.config,
 * familiesEndpoints.listChildren, privacyEndpoints.consents and settingsEndpoints.beltColours (the
 * descriptors bring Zod, which the first load leaves out; a test holds them equal).
 */
export const EARLY_PATHS = {
  summary: "/my-account/membership/my-record-summary",
  record: "/my-account/membership/my-record",
  config: "/config",
  children: "/my-account/children",
  consents: "/my-account/consents",
  beltColours: "/belt-colours",
};

/** Sections whose pages read the membership record (the overview, profile, documents, statistics, payments). */
const RECORD_SECTIONS = ["/dashboard/my-membership/", "/dashboard/my-profile/"];

/** Whether the page of `pathname` reads the membership record. */
export function readsRecord(pathname: string): boolean {
  return RECORD_SECTIONS.some((section) => pathname.startsWith(section));
}

/**
 * The answers a dashboard page waits for, asked now (early-requests.ts): the membership summary
 * the dashboard checks, the feature flags, the children and consents the dashboard's layout reads
 * on every page (the header's switcher, the privacy notice's gate), and the record of the
 * membership pages with the belt colours its belt label is painted in (asked after the first
 * render, that answer was a round trip after the page's code and repainted the label; decision 119).
 */
export function startEarlyRequests(pathname: string, authorization: string): void {
  startEarlyGet(`${API_BASE_PATH}${EARLY_PATHS.summary}`, authorization);
  startEarlyGet(`${API_BASE_PATH}${EARLY_PATHS.config}`, null);
  startEarlyGet(`${API_BASE_PATH}${EARLY_PATHS.children}`, authorization);
  startEarlyGet(`${API_BASE_PATH}${EARLY_PATHS.consents}`, authorization);
  if (readsRecord(pathname)) {
    startEarlyGet(`${API_BASE_PATH}${EARLY_PATHS.record}`, authorization);
    startEarlyGet(`${API_BASE_PATH}${EARLY_PATHS.beltColours}`, null);
  }
}
