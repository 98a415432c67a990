import type { EventCategory, Language } from "@gkf/contract";
import { events as eventsEn } from "@gkf/contract/i18n/en-events";
import { events as eventsFr } from "@gkf/contract/i18n/fr-events";
import { csvCell } from "../../http/csv.js";
import type { StaffScope } from "../../http/permissions.js";
import { type EventSheet, renderEventSheet, type SheetSection } from "../../pdf/event-sheets.js";
import { eventSheetTexts } from "../../pdf/event-sheets.texts.js";
import { formatBelt, formatDate } from "../../pdf/labels.js";
import type { EventContext, Meta } from "./event-context.js";
import { categoriesOf } from "./event-rules.js";
import type { EventRow } from "./events.table.js";

/** The columns of the results CSV, in order (docs/events.md documents each). */
export const RESULTS_CSV_COLUMNS = [
  "event_type",
  "category_code",
  "age_group",
  "gender",
  "discipline",
  "weight_class",
  "placing",
  "medal",
  "attended",
  "entry_id",
  "membership_number",
  "last_name",
  "first_name",
  "belt",
  "region",
  "club",
] as const;

const MEDALS: Record<number, string> = { 1: "GOLD", 2: "SILVER", 3: "BRONZE" };

/** A CONFIRMED entry as the sheets print it. */
interface SheetEntry {
  id: string;
  category: string;
  code: string;
  firstName: string;
  lastName: string;
  belt: string | null;
  region: string;
  club: string;
  checkedInAt: string | null;
  placing: number | null;
  attended: boolean | null;
}

/** The organisers' exports of an event: the check-in list (PDF) and the results (CSV and PDF). */
export class EventExportsService {
  constructor(private readonly context: EventContext) {}

  async checkInPdf(userId: string, scope: StaffScope | null, eventId: string, category: string | undefined) {
    const event = await this.context.requireOrganiser(eventId, userId, scope);
    const language = await this.languageOf(userId);
    const words = eventSheetTexts(language);
    const entries = (await this.sheetEntries(event)).filter(
      (entry) => category === undefined || entry.category === category,
    );
    const sections = this.byCategory(event, entries, category, language).map(
      ([heading, rows]): SheetSection => ({
        heading,
        note: fillCount(words.total, rows.length, rows.filter((row) => row.checkedInAt !== null).length),
        columns: [
          { label: words.columns.tick, width: 0.05 },
          { label: words.columns.number, width: 0.2 },
          { label: words.columns.name, width: 0.28 },
          { label: words.columns.club, width: 0.22 },
          { label: words.columns.belt, width: 0.13 },
          { label: words.columns.checked_in, width: 0.12, align: "right" },
        ],
        rows: rows.map((row) => ({
          tick: row.checkedInAt !== null,
          cells: [
            "",
            row.code,
            `${row.lastName}, ${row.firstName}`,
            row.club,
            formatBelt(row.belt, language),
            row.checkedInAt ? row.checkedInAt.slice(11, 16) : "",
          ],
        })),
        empty: words.none,
      }),
    );
    return this.pdf(event, words.check_in_title, sections, language, "check-in");
  }

  async resultsPdf(userId: string, scope: StaffScope | null, eventId: string) {
    const event = await this.context.requireOrganiser(eventId, userId, scope);
    const language = await this.languageOf(userId);
    const words = eventSheetTexts(language);
    const tournament = event.type === "TOURNAMENT";
    const entries = (await this.sheetEntries(event)).filter((entry) => (tournament ? entry.placing !== null : true));
    const columns = tournament
      ? [
          { label: words.columns.placing, width: 0.14 },
          { label: words.columns.name, width: 0.3 },
          { label: words.columns.number, width: 0.2 },
          { label: words.columns.club, width: 0.26 },
          { label: words.columns.region, width: 0.1 },
        ]
      : [
          { label: words.columns.name, width: 0.32 },
          { label: words.columns.number, width: 0.2 },
          { label: words.columns.club, width: 0.26 },
          { label: words.columns.region, width: 0.1 },
          { label: words.columns.attended, width: 0.12, align: "right" as const },
        ];
    const sections = this.byCategory(event, entries, undefined, language).map(
      ([heading, rows]): SheetSection => ({
        heading,
        columns,
        rows: (tournament ? [...rows].sort((a, b) => (a.placing ?? 99) - (b.placing ?? 99)) : rows).map((row) => {
          const name = `${row.lastName}, ${row.firstName}`;
          return {
            cells: tournament
              ? [`${row.placing} ${words.medals[row.placing ?? 0] ?? ""}`.trim(), name, row.code, row.club, row.region]
              : [
                  name,
                  row.code,
                  row.club,
                  row.region,
                  row.attended === null ? words.not_recorded : row.attended ? words.yes : words.no,
                ],
          };
        }),
        empty: words.no_results,
      }),
    );
    const title = tournament ? words.results_title : words.attendance_title;
    return this.pdf(event, title, sections, language, "results");
  }

  /** Placings (tournaments: placed entries, by category then placing) or attendance, one row each. */
  async resultsCsv(userId: string, scope: StaffScope | null, eventId: string, meta: Meta) {
    const event = await this.context.requireOrganiser(eventId, userId, scope);
    const categories = new Map(categoriesOf(event).map((entry) => [entry.code, entry]));
    const tournament = event.type === "TOURNAMENT";
    const entries = (await this.sheetEntries(event))
      .filter((entry) => (tournament ? entry.placing !== null : true))
      .sort(
        (a, b) =>
          a.category.localeCompare(b.category) ||
          (a.placing ?? 99) - (b.placing ?? 99) ||
          a.lastName.localeCompare(b.lastName) ||
          a.firstName.localeCompare(b.firstName),
      );
    const lines = entries.map((entry) => {
      const of = categories.get(entry.category);
      return [
        event.type,
        entry.category || null,
        of?.age_group ?? null,
        of?.gender ?? null,
        of?.discipline ?? null,
        of?.weight_class ?? null,
        entry.placing,
        entry.placing === null ? null : (MEDALS[entry.placing] ?? null),
        tournament || entry.attended === null ? null : entry.attended ? "yes" : "no",
        entry.id,
        entry.code,
        entry.lastName,
        entry.firstName,
        entry.belt,
        entry.region,
        entry.club,
      ]
        .map((cell) => csvCell(cell === "" ? null : cell))
        .join(",");
    });
    const body = `${[RESULTS_CSV_COLUMNS.join(","), ...lines].join("\r\n")}\r\n`;
    await this.context.deps.audit.record({
      action: "EVENT_RESULTS_EXPORTED",
      actorUserId: userId,
      detail: { event: event.id, rows: lines.length },
      ...meta,
    });
    return { body: Buffer.from(body, "utf8"), filename: `gkf-event-${event.id.slice(0, 8)}-results.csv` };
  }

  /** Every CONFIRMED entry with its member's number, names, belt, region and home dojo. */
  private async sheetEntries(event: EventRow): Promise<SheetEntry[]> {
    const rows = await this.context.events.entriesOf(event.id, ["CONFIRMED"]);
    const { dojos } = this.context.deps;
    const userIds = [...new Set(rows.map((row) => row.user_id))];
    const facts = new Map(
      await Promise.all(
        userIds.map(
          async (id) => [id, { entrant: await this.context.entrant(id), home: await dojos.homeDojoOf(id) }] as const,
        ),
      ),
    );
    const clubs = await dojos.dojos(
      [...facts.values()].map((fact) => fact.home).filter((id): id is string => id !== null),
    );
    return rows
      .map((row) => {
        const fact = facts.get(row.user_id);
        return {
          id: row.id,
          category: row.category,
          code: fact?.entrant?.code ?? "",
          firstName: fact?.entrant?.firstName ?? "",
          lastName: fact?.entrant?.lastName ?? "",
          belt: fact?.entrant?.belt ?? null,
          region: fact?.entrant?.region ?? "",
          club: fact?.home ? (clubs.get(fact.home)?.name ?? "") : "",
          checkedInAt: row.checked_in_at,
          placing: row.placing,
          attended: row.attended === null ? null : row.attended === 1,
        };
      })
      .sort(
        (a, b) =>
          a.category.localeCompare(b.category) ||
          a.lastName.localeCompare(b.lastName) ||
          a.firstName.localeCompare(b.firstName),
      );
  }

  /**
   * Sections in the event's category order (every category, even an empty one, so a printed list
   * shows a category nobody entered), or one section for an event without categories.
   */
  private byCategory(event: EventRow, entries: SheetEntry[], only: string | undefined, language: Language) {
    const categories = categoriesOf(event).filter((entry) => only === undefined || entry.code === only);
    if (categories.length === 0) return [[eventSheetTexts(language).no_category, entries] as const];
    return categories.map(
      (category) =>
        [categoryHeading(category, language), entries.filter((entry) => entry.category === category.code)] as const,
    );
  }

  private async pdf(
    event: EventRow,
    title: string,
    sections: SheetSection[],
    language: Language,
    kind: string,
  ): Promise<{ body: Buffer; filename: string }> {
    const words = eventSheetTexts(language);
    const dates =
      event.starts_on === event.ends_on
        ? formatDate(event.starts_on, false, language)
        : `${formatDate(event.starts_on, false, language)} – ${formatDate(event.ends_on, false, language)}`;
    const sheet: EventSheet = {
      title,
      event: { title: event.title, dates, venue: event.venue, type: words.types[event.type] },
      sections,
      language,
    };
    return { body: await renderEventSheet(sheet), filename: `gkf-event-${event.id.slice(0, 8)}-${kind}.pdf` };
  }

  private async languageOf(userId: string): Promise<Language> {
    return (await this.context.deps.accounts.getProfile(userId).catch(() => undefined))?.language ?? "en";
  }
}

function fillCount(template: string, count: number, checked: number) {
  return template.replace("{{count}}", String(count)).replace("{{checked}}", String(checked));
}

/**
 * "SEN-F-KUM-55 · Senior · Women · Kumite -55 kg" in the organiser's language, with the words the
 * web app shows (the code is what the draw program knows).
 */
function categoryHeading(category: EventCategory, language: Language): string {
  const words = language === "fr" ? eventsFr : eventsEn;
  const weight = category.weight_class ? ` ${category.weight_class} kg` : "";
  return [
    category.code,
    words.age_groups[category.age_group],
    words.genders[category.gender],
    `${words.disciplines[category.discipline]}${weight}`,
  ].join(" · ");
}
