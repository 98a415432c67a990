import type { Migration } from "kysely";
import * as m0001 from "./2026_11_21_0001_regions.js";
import * as m0002 from "./2026_11_21_0002_accounts.js";
import * as m0003 from "./2026_11_21_0003_memberships.js";
import * as m0004 from "./2026_11_21_0004_files.js";
import * as m0005 from "./2026_11_21_0005_documents.js";
import * as m0006 from "./2026_11_21_0006_payments.js";
import * as m0007 from "./2026_11_21_0007_positions.js";
import * as m0008 from "./2026_11_22_0008_payments_hardening.js";
import * as m0009 from "./2026_11_22_0009_documents_hardening.js";
import * as m0010 from "./2026_11_22_0010_sign_in_limits.js";
import * as m0012 from "./2026_11_22_0012_message_delivery.js";
import * as m0013 from "./2026_11_22_0013_mobile_money.js";
import * as m0014 from "./2026_11_22_0014_user_language.js";
import * as m0015 from "./2026_11_22_0015_belt_colours.js";
import * as m0016 from "./2026_11_22_0016_dojos.js";
import * as m0017 from "./2026_11_22_0017_events.js";
import * as m0018 from "./2026_11_22_0018_gradings.js";
import * as m0019 from "./2026_11_22_0019_grading_applications.js";
import * as m0021 from "./2026_11_22_0021_grading_results.js";
import * as m0022 from "./2026_11_22_0022_grading_overrides.js";
import * as m0023 from "./2026_11_22_0023_member_directory.js";
import * as m0024 from "./2026_11_22_0024_audit_statistics_indexes.js";
import * as m0025 from "./2026_11_22_0025_privacy.js";
import * as m0026 from "./2026_11_22_0026_valid_documents_index.js";
import * as m0027 from "./2026_11_22_0027_member_search_index.js";
import * as m0028 from "./2026_11_22_0028_member_search_terms.js";
import * as m0029 from "./2026_11_22_0029_two_step_sign_in.js";
import * as m0030 from "./2026_11_22_0030_guardianships.js";
import * as m0031 from "./2026_11_22_0031_consents_access_log.js";
import * as m0032 from "./2026_11_23_0032_member_record_views.js";
import * as m0033 from "./2026_11_23_0033_guardian_requests.js";
import * as m0034 from "./2026_11_23_0034_document_validity.js";
import * as m0035 from "./2026_11_23_0035_directory_statistics_postgres.js";
import * as m0036 from "./2026_11_23_0036_member_summary_views.js";
import * as m0038 from "./2026_11_23_0038_rate_limit_take.js";
import * as m0039 from "./2026_11_29_0039_rate_limit_steps.js";
import * as m0040 from "./2026_11_29_0040_rate_limit_index_reads.js";
import * as m0041 from "./2026_11_29_0041_guardian_request_pending_once.js";
import * as m0042 from "./2026_11_30_0042_privacy_requests_once.js";
import * as m0043 from "./2026_11_30_0043_entry_reason_codes.js";
import * as m0044 from "./2026_12_01_0044_statistics_snapshots.js";

/** Every migration, in order. Names are dated; a landed migration is never edited. */
export const migrations: Record<string, Migration> = {
  "2026_11_21_0001_regions": m0001,
  "2026_11_21_0002_accounts": m0002,
  "2026_11_21_0003_memberships": m0003,
  "2026_11_21_0004_files": m0004,
  "2026_11_21_0005_documents": m0005,
  "2026_11_21_0006_payments": m0006,
  "2026_11_21_0007_positions": m0007,
  "2026_11_22_0008_payments_hardening": m0008,
  "2026_11_22_0009_documents_hardening": m0009,
  "2026_11_22_0010_sign_in_limits": m0010,
  "2026_11_22_0012_message_delivery": m0012,
  "2026_11_22_0013_mobile_money": m0013,
  "2026_11_22_0014_user_language": m0014,
  "2026_11_22_0015_belt_colours": m0015,
  "2026_11_22_0016_dojos": m0016,
  "2026_11_22_0017_events": m0017,
  "2026_11_22_0018_gradings": m0018,
  "2026_11_22_0019_grading_applications": m0019,
  "2026_11_22_0021_grading_results": m0021,
  "2026_11_22_0022_grading_overrides": m0022,
  "2026_11_22_0023_member_directory": m0023,
  "2026_11_22_0024_audit_statistics_indexes": m0024,
  "2026_11_22_0025_privacy": m0025,
  "2026_11_22_0026_valid_documents_index": m0026,
  "2026_11_22_0027_member_search_index": m0027,
  "2026_11_22_0028_member_search_terms": m0028,
  "2026_11_22_0029_two_step_sign_in": m0029,
  "2026_11_22_0030_guardianships": m0030,
  "2026_11_22_0031_consents_access_log": m0031,
  "2026_11_23_0032_member_record_views": m0032,
  "2026_11_23_0033_guardian_requests": m0033,
  "2026_11_23_0034_document_validity": m0034,
  "2026_11_23_0035_directory_statistics_postgres": m0035,
  "2026_11_23_0036_member_summary_views": m0036,
  "2026_11_23_0038_rate_limit_take": m0038,
  "2026_11_29_0039_rate_limit_steps": m0039,
  "2026_11_29_0040_rate_limit_index_reads": m0040,
  "2026_11_29_0041_guardian_request_pending_once": m0041,
  "2026_11_30_0042_privacy_requests_once": m0042,
  "2026_11_30_0043_entry_reason_codes": m0043,
  "2026_12_01_0044_statistics_snapshots": m0044,
};
