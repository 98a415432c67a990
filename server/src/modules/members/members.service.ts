import type { MemberFile, MemberFilter, MemberListItem } from "@gkf/contract";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { executePrepared } from "../../db/reusable-query.js";
import { streamRows } from "../../db/stream-rows.js";
import { forbidden, notFound } from "../../http/errors.js";
import type { StaffScope } from "../../http/permissions.js";
import type { MemberDirectory } from "../accounts/member-directory.js";
import type { AuditService } from "../audit/audit.service.js";
import type { DocumentsService } from "../documents/documents.service.js";
import type { DojoQueries } from "../dojos/dojo-queries.js";
import type { EntriesService } from "../events/entries.service.js";
import type { MembershipRecordService } from "../memberships/membership-record.service.js";
import { athleteCategory, today } from "../memberships/membership-rules.js";
import type { MembershipsService } from "../memberships/memberships.service.js";
import type { MembershipRow } from "../memberships/memberships.table.js";
import type { PaymentsService } from "../payments/payments.service.js";
import type { PositionsService } from "../positions/positions.service.js";
import type { RegionsService } from "../regions/regions.service.js";
import { type DirectorySources, directoryQuery, sortAndPage } from "./member-filters.js";

export interface MembersDeps {
  db: Kysely<Database>;
  accounts: MemberDirectory;
  memberships: MembershipsService;
  records: MembershipRecordService;
  documents: DocumentsService;
  dojos: DojoQueries;
  payments: PaymentsService;
  positions: PositionsService;
  entries: EntriesService;
  regions: RegionsService;
  audit: AuditService;
}

type DirectoryRow = Awaited<ReturnType<ReturnType<typeof directoryQuery>["execute"]>>[number];

const DAY_MS = 86_400_000;

/**
 * The officials' directory and a member's whole file (issue 15). Every part of the file is asked
 * of the module that owns it; the directory's rows come from one statement composed of what
 * accounts and memberships let out (member-filters.ts, decision 94).
 */
export class MembersService {
  constructor(private readonly deps: MembersDeps) {}

  private get sources(): DirectorySources {
    return {
      db: this.deps.db,
      accounts: this.deps.accounts,
      memberships: this.deps.memberships,
      dojos: this.deps.dojos,
    };
  }

  /** The regions a filter may look at: a region outside a regional admin's own is refused. */
  regionsFor(scope: StaffScope, filter: Pick<MemberFilter, "region">): string[] | undefined {
    if (filter.region && !scope.canAccessRegion(filter.region)) {
      throw forbidden("You can see the members of your own region only.");
    }
    return scope.regions;
  }

  async list(scope: StaffScope, filter: MemberFilter, page: { page: number; pageSize: number }) {
    const regions = this.regionsFor(scope, filter);
    const day = today();
    const filtered = directoryQuery(this.sources, filter, regions, day);
    const count = async () =>
      Number(
        (
          await this.deps.db
            .selectFrom(filtered.as("d"))
            .select((eb) => eb.fn.countAll<number | string>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const paged = sortAndPage(filtered, filter.sort, page);
    let rows: DirectoryRow[];
    let total: number;
    if (filter.q) {
      // A search matches few: the total comes with the page (a window count, one pass over the
      // matches instead of two); a page past the end has no row to carry it. Prepared on
      // PostgreSQL: its plan (the name's ids hashed against the filters' records) suits any word,
      // and planning the composed statement was a fifth of its cost (decision 120).
      const counted = await executePrepared(
        this.deps.db,
        paged.select((eb) => eb.fn.countAll<number | string>().over().as("total_rows")),
      );
      rows = counted;
      total = counted.length > 0 ? Number(counted[0]?.total_rows) : await count();
    } else {
      // Without one the page stops early in the sort's index; counting everything is its own pass.
      [rows, total] = await Promise.all([paged.execute(), count()]);
    }
    return {
      items: await this.present(rows, day),
      total,
      page: page.page,
      page_size: page.pageSize,
    };
  }

  /**
   * Every row of a filter in the list's sort order, `batch` at a time, for the exports: one
   * statement read as the caller takes the batches (db/stream-rows.ts), so memory holds one batch
   * whatever the number of rows. The region check runs before the first row is read.
   */
  async *rows(scope: StaffScope, filter: MemberFilter, batch = 1000): AsyncGenerator<MemberListItem[]> {
    const regions = this.regionsFor(scope, filter);
    const day = today();
    const present = await this.presenter(day);
    const sorted = sortAndPage(directoryQuery(this.sources, filter, regions, day), filter.sort);
    for await (const rows of streamRows(this.deps.db, sorted, batch)) yield rows.map(present);
  }

  /** One member as the directory lists them (an action's answer). */
  async item(userId: string): Promise<MemberListItem> {
    const day = today();
    const rows = await directoryQuery(this.sources, { sort: "name" }, undefined, day)
      .where("p.id", "=", userId)
      .execute();
    const [item] = await this.present(rows, day);
    if (!item) throw notFound("This member does not exist.");
    return item;
  }

  /** The membership of a member the official may see: 404 unknown, 403 another region. */
  async requireReach(scope: StaffScope, userId: string): Promise<MembershipRow> {
    const membership = await this.deps.memberships.findByUser(userId);
    if (!membership) throw notFound("This member does not exist.");
    if (!scope.canAccessRegion(membership.region_code)) {
      throw forbidden("This member belongs to another region: you can act on your own region's members only.");
    }
    return membership;
  }

  async file(scope: StaffScope, userId: string): Promise<MemberFile> {
    await this.requireReach(scope, userId);
    const { accounts, records, documents, dojos, payments, positions, entries, audit } = this.deps;
    const since = new Date(Date.now() - 90 * DAY_MS).toISOString().slice(0, 10);
    const [identity, membership, documentRows, paid, applications, events, trail, homeDojo] = await Promise.all([
      accounts.getProfile(userId),
      records.getRecord(userId),
      documents.documentsFor(userId),
      payments.listOwn(userId),
      positions.mine(userId),
      entries.mine(userId),
      audit.listForSubject(userId, 50),
      dojos.homeDojoOf(userId),
    ]);
    const actors = await accounts.getMembers([
      ...new Set(trail.map((entry) => entry.actor_user_id).filter((id): id is string => Boolean(id))),
    ]);
    const dojo = homeDojo ? await dojos.dojo(homeDojo) : undefined;
    const attendance = dojo ? await dojos.attendanceSince(userId, since) : {};
    return {
      id: userId,
      identity,
      membership,
      documents: await documents.presentForOfficials(documentRows),
      payments: paid.items,
      applications,
      dojo: dojo
        ? {
            id: dojo.id,
            name: dojo.name,
            attendance_90_days: {
              present: attendance.PRESENT ?? 0,
              late: attendance.LATE ?? 0,
              absent: attendance.ABSENT ?? 0,
              excused: attendance.EXCUSED ?? 0,
            },
          }
        : null,
      events,
      audit: trail.map((entry) => {
        const actor = entry.actor_user_id ? actors.get(entry.actor_user_id) : undefined;
        return {
          id: entry.id,
          at: entry.at,
          action: entry.action,
          outcome: entry.outcome,
          actor: actor ? `${actor.firstName} ${actor.lastName}` : null,
          detail: parseDetail(entry.detail),
        };
      }),
    };
  }

  private async present(rows: DirectoryRow[], day: string): Promise<MemberListItem[]> {
    return rows.map(await this.presenter(day));
  }

  /** A row as the directory lists it, with the names of its region and district. */
  private async presenter(day: string): Promise<(row: DirectoryRow) => MemberListItem> {
    const { byCode, districts } = placesOf(await this.deps.regions.listRegions());
    return (row) => {
      const region = byCode.get(row.region_code);
      const district = districts.get(`${row.region_code}/${row.district_code}`);
      const expired = row.status === "ACTIVE" && row.expiry_date !== null && row.expiry_date < day;
      return {
        id: row.id,
        first_name: row.first_name,
        last_name: row.last_name,
        code: row.code,
        email: row.email,
        tel: row.tel,
        date_of_birth: row.date_of_birth,
        age_category: athleteCategory(row.date_of_birth, day),
        membership_type: row.membership_type,
        status: expired ? "EXPIRED" : row.status,
        region: { code: row.region_code, name: region?.name ?? row.region_code },
        district: { code: row.district_code, name: district?.name ?? row.district_code },
        current_belt: row.current_belt as MemberListItem["current_belt"],
        expiry_date: row.expiry_date,
        has_paid_registration: row.has_paid_registration === 1,
        compliance: row.documents_compliant === 1 && row.has_paid_registration === 1 ? "COMPLIANT" : "INCOMPLETE",
        is_national_team: row.is_national_team === 1,
        date_joined: row.date_joined,
      };
    };
  }
}

type Regions = Awaited<ReturnType<RegionsService["listRegions"]>>;
const placesByList = new WeakMap<
  Regions,
  { byCode: Map<string, Regions[number]>; districts: Map<string, { name: string }> }
>();

/** Regions and districts by code, built once per list (the regions service keeps one until a deploy). */
function placesOf(regions: Regions) {
  let places = placesByList.get(regions);
  if (!places) {
    places = {
      byCode: new Map(regions.map((region) => [region.code, region])),
      districts: new Map(
        regions.flatMap((region) => region.districts.map((district) => [`${region.code}/${district.code}`, district])),
      ),
    };
    placesByList.set(regions, places);
  }
  return places;
}

function parseDetail(detail: string | null): Record<string, unknown> | null {
  if (!detail) return null;
  try {
    const parsed: unknown = JSON.parse(detail);
    return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
