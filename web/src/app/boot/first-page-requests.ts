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
 * In the language the app will show (Accept-Language), like the client's own requests.
 */
export function startEarlyRequests(pathname: string, authorization: string, language?: string): void {
  const get = (path: string, token: string | null) => startEarlyGet(`${API_BASE_PATH}${path}`, token, language);
  get(EARLY_PATHS.summary, authorization);
  get(EARLY_PATHS.config, null);
  get(EARLY_PATHS.children, authorization);
  get(EARLY_PATHS.consents, authorization);
  if (readsRecord(pathname)) {
    get(EARLY_PATHS.record, authorization);
    get(EARLY_PATHS.beltColours, null);
  }
}
