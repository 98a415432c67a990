import {
  ATHLETE_CATEGORIES,
  type AthleteCategory,
  BELTS,
  type Belt,
  MEMBER_SORTS,
  MEMBERSHIP_STATUSES,
  type MemberSort,
  type MembershipStatus,
} from "@gkf/contract";

/** The directory's filters as they stand in the page's address, so a reload or a shared link keeps them. */
export interface MemberFilters {
  q?: string;
  region?: string;
  status?: MembershipStatus;
  age_category?: AthleteCategory;
  belt?: Belt;
  compliance?: "COMPLIANT" | "INCOMPLETE";
  paid?: "true" | "false";
  expiring_within?: "30" | "60" | "90";
  sort: MemberSort;
  page: number;
  /** The member whose file is open. */
  member?: string;
}

export const MEMBERS_PAGE_SIZE = 25;
export const EXPIRING_CHOICES = ["30", "60", "90"] as const;
const REGION_CODE = /^[A-Z]{2}$/;

function pick<T extends string>(allowed: readonly T[], value: string | null): T | undefined {
  return allowed.find((item) => item === value);
}

/** Reads the filters from the query string; anything malformed is dropped rather than sent. */
export function readMemberFilters(params: URLSearchParams): MemberFilters {
  const region = params.get("region")?.toUpperCase();
  const page = Number(params.get("page"));
  const q = params.get("q")?.trim().slice(0, 100);
  const member = params.get("member");
  return {
    q: q || undefined,
    region: region && REGION_CODE.test(region) ? region : undefined,
    status: pick(MEMBERSHIP_STATUSES, params.get("status")),
    age_category: pick(ATHLETE_CATEGORIES, params.get("age_category")),
    belt: pick(BELTS, params.get("belt")),
    compliance: pick(["COMPLIANT", "INCOMPLETE"] as const, params.get("compliance")),
    paid: pick(["true", "false"] as const, params.get("paid")),
    expiring_within: pick(EXPIRING_CHOICES, params.get("expiring_within")),
    sort: pick(MEMBER_SORTS, params.get("sort")) ?? "name",
    page: Number.isInteger(page) && page > 1 ? page : 1,
    member: member && member.length <= 64 ? member : undefined,
  };
}

const NAMES = ["q", "region", "status", "age_category", "belt", "compliance", "paid", "expiring_within"] as const;

/** The query string for these filters: only what is set (sort by name and page 1 left out). */
export function toMemberSearchParams(filters: MemberFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of NAMES) {
    const value = filters[name];
    if (value) params.set(name, value);
  }
  if (filters.sort !== "name") params.set("sort", filters.sort);
  if (filters.page > 1) params.set("page", String(filters.page));
  if (filters.member) params.set("member", filters.member);
  return params;
}

/** GET /admin/members' query. */
export function toMemberQuery({ page, member: _member, ...filters }: MemberFilters) {
  return { ...filters, page, page_size: MEMBERS_PAGE_SIZE };
}

/** The exports' query (GET /admin/members.csv and .xlsx): the same filters and sort, every page. */
export function toMemberExportQuery({ page: _page, member: _member, ...filters }: MemberFilters) {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as Record<
    string,
    string
  >;
}

export function hasActiveFilters(filters: MemberFilters): boolean {
  return NAMES.some((name) => Boolean(filters[name]));
}
