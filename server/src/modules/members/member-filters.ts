import { type AthleteCategory, type MemberFilter, normalizeEmail, normalizeGhanaPhone } from "@gkf/contract";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/database.js";
import { searchText } from "../../db/search-text.js";
import type { MemberDirectory } from "../accounts/member-directory.js";
import type { DojoQueries } from "../dojos/dojo-queries.js";
import type { MembershipsService } from "../memberships/memberships.service.js";

/**
 * The directory's one statement, composed from what each module lets out of its tables: accounts'
 * people (names, search key, contacts, birth date) joined to memberships' records, the dojos'
 * students as a subquery (decision 94). The list, the count and the exports run it with the same
 * filters (`MemberFilterSchema`).
 */
export interface DirectorySources {
  db: Kysely<Database>;
  accounts: Pick<MemberDirectory, "directoryPeople" | "nameMatches">;
  memberships: Pick<MembershipsService, "directoryRecords">;
  dojos: Pick<DojoQueries, "studentIdsOf">;
}

/** Age bounds (inclusive) of each WKF group, as in memberships' athleteCategory. */
const AGE_BOUNDS: Record<AthleteCategory, [number, number | null]> = {
  U12: [0, 11],
  U14: [12, 13],
  CADET: [14, 15],
  JUNIOR: [16, 17],
  U21: [18, 20],
  SENIOR: [21, 34],
  VETERAN: [35, null],
};

const shiftYears = (day: string, years: number) =>
  `${String(Number(day.slice(0, 4)) - years).padStart(4, "0")}${day.slice(4)}`;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The birth dates of an age group on `day`: born on or before `latest` (old enough) and after
 * `earliestExclusive` (not too old). Text comparison of YYYY-MM-DD on both engines.
 */
export function birthDateRange(category: AthleteCategory, day: string): { latest: string; after: string | null } {
  const [min, max] = AGE_BOUNDS[category];
  // 29 February birthdays: shifting the year keeps "02-29", which compares as the day after the 28th.
  return { latest: shiftYears(day, min), after: max === null ? null : shiftYears(day, max + 1) };
}

/** What the search box holds: a phone number, an e-mail, a membership number or part of a name. */
export type SearchTerm =
  | { kind: "tel"; value: string }
  | { kind: "email"; value: string }
  | { kind: "code"; value: string }
  | { kind: "name"; words: string[] };

export function parseSearch(q: string | undefined): SearchTerm | null {
  const text = q?.trim() ?? "";
  if (!text) return null;
  const tel = normalizeGhanaPhone(text);
  if (tel) return { kind: "tel", value: tel };
  if (text.includes("@")) return { kind: "email", value: normalizeEmail(text) };
  if (/^gkf-/i.test(text)) return { kind: "code", value: text.toUpperCase() };
  const words = searchText(text).split(" ").filter(Boolean).slice(0, 5);
  return words.length > 0 ? { kind: "name", words } : null;
}

/** The filtered rows (every selected column), before sorting and paging. */
export function directoryQuery(
  sources: DirectorySources,
  filter: MemberFilter,
  regions: string[] | undefined,
  day: string,
) {
  let query = baseShape(sources);
  if (regions) query = query.where("m.region_code", "in", regions.length > 0 ? regions : ["--"]);
  if (filter.region) query = query.where("m.region_code", "=", filter.region);
  if (filter.district) query = query.where("m.district_code", "=", filter.district);
  if (filter.type) query = query.where("m.membership_type", "=", filter.type);
  if (filter.belt) query = query.where("m.current_belt", "=", filter.belt);
  if (filter.paid !== undefined) query = query.where("m.has_paid_registration", "=", filter.paid ? 1 : 0);
  if (filter.dojo) query = query.where("p.id", "in", sources.dojos.studentIdsOf(filter.dojo));
  if (filter.compliance === "COMPLIANT") {
    query = query.where("m.documents_compliant", "=", 1).where("m.has_paid_registration", "=", 1);
  } else if (filter.compliance === "INCOMPLETE") {
    query = query.where((eb) => eb.or([eb("m.documents_compliant", "=", 0), eb("m.has_paid_registration", "=", 0)]));
  }
  if (filter.age_category) {
    const { latest, after } = birthDateRange(filter.age_category, day);
    query = query.where("p.date_of_birth", "<=", latest);
    if (after) query = query.where("p.date_of_birth", ">", after);
  }
  query = withStatus(query, filter, day);
  return withSearch(query, parseSearch(filter.q), sources);
}

export type Query = ReturnType<typeof baseShape>;
function baseShape(sources: DirectorySources) {
  return sources.db
    .selectFrom(sources.accounts.directoryPeople().as("p"))
    .innerJoin(sources.memberships.directoryRecords().as("m"), "m.user_id", "p.id")
    .selectAll(["p", "m"]);
}

/** Status as the record shows it: an ACTIVE membership past its expiry date is EXPIRED. */
function withStatus(query: Query, filter: MemberFilter, day: string): Query {
  if (filter.expiring_within !== undefined) {
    query = query
      .where("m.status", "=", "ACTIVE")
      .where("m.expiry_date", ">=", day)
      .where("m.expiry_date", "<=", addDays(day, filter.expiring_within));
  }
  switch (filter.status) {
    case "ACTIVE":
      return query
        .where("m.status", "=", "ACTIVE")
        .where((eb) => eb.or([eb("m.expiry_date", "is", null), eb("m.expiry_date", ">=", day)]));
    case "EXPIRED":
      return query.where((eb) =>
        eb.or([eb("m.status", "=", "EXPIRED"), eb.and([eb("m.status", "=", "ACTIVE"), eb("m.expiry_date", "<", day)])]),
      );
    case undefined:
      return query;
    default:
      return query.where("m.status", "=", filter.status);
  }
}

function withSearch(query: Query, term: SearchTerm | null, sources: DirectorySources): Query {
  if (!term) return query;
  switch (term.kind) {
    case "tel":
      return query.where("p.tel", "=", term.value);
    case "email":
      return query.where("p.email", "=", term.value);
    case "code":
      // A range, not LIKE: the unique index on the number serves it on both engines.
      return query.where("m.code", ">=", term.value).where("m.code", "<", `${term.value}\uffff`);
    case "name":
      // Each word's accounts in the term table, tested against the filtered records (decision 120).
      // By the record's user_id (the same id as p.id): so PostgreSQL hashes the term rows and
      // probes them with the records (a semi join); by p.id it collected the distinct ids first.
      return query.where(sources.accounts.nameMatches(term.words, sql.ref<string>("m.user_id")));
  }
}

/** Sorted and paged; `id` last so that equal names keep one order across pages. */
export function sortAndPage(
  query: Query,
  sort: MemberFilter["sort"],
  page?: { page: number; pageSize: number },
): Query {
  const direction = sort.startsWith("-") ? "desc" : "asc";
  const key = sort.replace(/^-/, "");
  const columns =
    key === "code"
      ? (["m.code"] as const)
      : key === "expiry"
        ? (["m.expiry_date"] as const)
        : key === "joined"
          ? (["m.date_joined"] as const)
          : (["p.last_name", "p.first_name"] as const);
  let sorted = query;
  for (const column of [...columns, "p.id" as const]) sorted = sorted.orderBy(column, direction);
  return page ? sorted.limit(page.pageSize).offset((page.page - 1) * page.pageSize) : sorted;
}
