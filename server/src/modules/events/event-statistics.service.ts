import { EVENT_TYPES, type EventStatistics } from "@gkf/contract";
import { forbidden } from "../../http/errors.js";
import type { StaffScope } from "../../http/permissions.js";
import type { EventContext } from "./event-context.js";

type Medals = { gold: number; silver: number; bronze: number; total: number };

/**
 * Officials' summary of a period: confirmed entries per event type, and tournament medals by the
 * member's region and home dojo. Read from the events' own tables; members' regions and dojos are
 * asked of the memberships and dojos modules, for medal winners and (with a region) entrants only.
 */
export class EventStatisticsService {
  constructor(private readonly context: EventContext) {}

  async statistics(
    scope: StaffScope | null,
    query: { from?: string; to?: string; region?: string },
    now = new Date(),
  ): Promise<EventStatistics> {
    if (!scope) throw forbidden("Only officials who run events see their statistics.");
    let region = query.region ?? null;
    if (scope.regions !== undefined) {
      // A regional admin: their region, and only theirs.
      if (region !== null && !scope.regions.includes(region))
        throw forbidden("A regional admin sees the statistics of their own region only.");
      region ??= scope.regions[0] ?? null;
      if (region === null) throw forbidden("Only officials who run events see their statistics.");
    }
    const year = now.toISOString().slice(0, 4);
    const from = query.from ?? `${year}-01-01`;
    const to = query.to ?? `${year}-12-31`;
    const events = await this.context.events.eventsStartingBetween(from, to);
    const entries = await this.context.events.confirmedEntriesOf(events.map((event) => event.id));
    const typeOf = new Map(events.map((event) => [event.id, event.type]));

    const regions = new Map<string, string>();
    const regionOf = async (userId: string) => {
      if (!regions.has(userId)) regions.set(userId, (await this.context.entrant(userId))?.region ?? "");
      return regions.get(userId) ?? "";
    };
    const counted: typeof entries = [];
    for (const entry of entries) {
      if (region === null || (await regionOf(entry.user_id)) === region) counted.push(entry);
    }

    const byType = EVENT_TYPES.map((type) => {
      const ofType = counted.filter((entry) => typeOf.get(entry.event_id) === type);
      return {
        type,
        events: events.filter((event) => event.type === type).length,
        entries: ofType.length,
        checked_in: ofType.filter((entry) => entry.checked_in_at !== null).length,
        attended: ofType.filter((entry) => entry.attended === 1).length,
      };
    });

    const medalled = counted.filter(
      (entry) => typeOf.get(entry.event_id) === "TOURNAMENT" && entry.placing !== null && entry.placing <= 3,
    );
    const perRegion = new Map<string, Medals>();
    const perDojo = new Map<string, Medals>();
    const homes = new Map<string, string | null>();
    for (const entry of medalled) {
      add(perRegion, await regionOf(entry.user_id), entry.placing as number);
      if (!homes.has(entry.user_id)) homes.set(entry.user_id, await this.context.deps.dojos.homeDojoOf(entry.user_id));
      const home = homes.get(entry.user_id);
      if (home) add(perDojo, home, entry.placing as number);
    }
    const dojos = await this.context.deps.dojos.dojos([...perDojo.keys()]);
    return {
      from,
      to,
      region,
      by_type: byType,
      medals_by_region: sorted([...perRegion].filter(([code]) => code !== "")).map(([code, medals]) => ({
        region: code,
        ...medals,
      })),
      medals_by_dojo: sorted([...perDojo]).map(([id, medals]) => ({
        dojo: { id, name: dojos.get(id)?.name ?? "" },
        ...medals,
      })),
    };
  }
}

function add(table: Map<string, Medals>, key: string, placing: number) {
  const medals = table.get(key) ?? { gold: 0, silver: 0, bronze: 0, total: 0 };
  if (placing === 1) medals.gold += 1;
  else if (placing === 2) medals.silver += 1;
  else medals.bronze += 1;
  medals.total += 1;
  table.set(key, medals);
}

/** Most gold first, then silver, then bronze (the Olympic table), then by key. */
function sorted(rows: Array<[string, Medals]>) {
  return rows.sort(
    ([a, x], [b, y]) => y.gold - x.gold || y.silver - x.silver || y.bronze - x.bronze || a.localeCompare(b),
  );
}
