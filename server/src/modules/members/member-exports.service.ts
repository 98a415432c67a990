import { once } from "node:events";
import { PassThrough, Readable } from "node:stream";
import type { MemberFilter, MemberListItem } from "@gkf/contract";
import { labels } from "@gkf/contract/i18n/en-labels";
import { members as membersEn } from "@gkf/contract/i18n/en-members";
import { memberships as membershipsEn } from "@gkf/contract/i18n/en-memberships";
import ExcelJS from "exceljs";
import { csvLine } from "../../http/csv.js";
import type { StaffScope } from "../../http/permissions.js";
import type { AuditService } from "../audit/audit.service.js";
import { today } from "../memberships/membership-rules.js";
import type { MembersService } from "./members.service.js";

export type ExportFormat = "csv" | "xlsx";

interface Meta {
  ip: string;
  userAgent: string;
}

/** A member as a row of the export: the directory's columns, labelled as the app shows them. */
const COLUMNS: { header: string; width: number; cell: (member: MemberListItem) => string }[] = [
  { header: "Number", width: 22, cell: (m) => m.code ?? "" },
  { header: "Last name", width: 18, cell: (m) => m.last_name },
  { header: "First name", width: 18, cell: (m) => m.first_name },
  { header: "E-mail", width: 28, cell: (m) => m.email ?? "" },
  { header: "Phone", width: 16, cell: (m) => m.tel ?? "" },
  { header: "Date of birth", width: 12, cell: (m) => m.date_of_birth },
  { header: "Age category", width: 14, cell: (m) => membershipsEn.categories[m.age_category] },
  {
    header: "Membership type",
    width: 14,
    cell: (m) => (labels.membership_types as Record<string, string>)[m.membership_type] ?? m.membership_type,
  },
  { header: "Status", width: 20, cell: (m) => membershipsEn.statuses[m.status] },
  { header: "Region", width: 16, cell: (m) => m.region.name },
  { header: "District", width: 24, cell: (m) => m.district.name },
  { header: "Belt", width: 10, cell: (m) => (m.current_belt ? labels.belts[m.current_belt] : "") },
  { header: "Expires", width: 12, cell: (m) => m.expiry_date ?? "" },
  {
    header: "Registration fee",
    width: 16,
    cell: (m) => (m.has_paid_registration ? membersEn.filters.paid_yes : membersEn.filters.paid_no),
  },
  { header: "Compliance", width: 12, cell: (m) => membersEn.compliance[m.compliance] },
  { header: "National team", width: 13, cell: (m) => (m.is_national_team ? "Yes" : "") },
  { header: "Joined", width: 12, cell: (m) => m.date_joined.slice(0, 10) },
];

export const MEMBER_EXPORT_HEADERS = COLUMNS.map((column) => column.header);

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

/** Rows read from the database per query; one batch is all the export holds at a time. */
const BATCH = 1000;

/**
 * The directory's current filter as CSV or an Excel workbook (issue 15, decision 96). Rows come
 * from `MembersService.rows` a batch at a time and are written as they come, waiting whenever the
 * client is behind: memory stays flat whatever the number of members. Audited once the last row
 * is written (or the download broke off), with the filter and the number of rows.
 */
export class MemberExportsService {
  constructor(private readonly deps: { directory: MembersService; audit: AuditService }) {}

  /**
   * Checks the filter's reach at once (a region outside a regional admin's is 403 before a byte is
   * sent), then answers the file as a stream.
   */
  open(scope: StaffScope, filter: MemberFilter, format: ExportFormat, meta: Meta) {
    this.deps.directory.regionsFor(scope, filter);
    const batches = this.deps.directory.rows(scope, filter, BATCH);
    const audited = (rows: number, complete: boolean) =>
      this.deps.audit.record({
        action: "MEMBERS_EXPORTED",
        outcome: complete ? "SUCCESS" : "FAILURE",
        actorUserId: scope.userId,
        ip: meta.ip,
        userAgent: meta.userAgent,
        detail: { format, filter: describeFilter(filter), rows, complete },
      });
    return {
      contentType: CONTENT_TYPES[format],
      filename: `gkf-members-${today()}.${format}`,
      body: format === "csv" ? csvStream(batches, audited) : xlsxStream(batches, audited),
    };
  }
}

/** The filter the export used (the sort included, unset fields left out), for the audit trail. */
function describeFilter(filter: MemberFilter): Record<string, unknown> {
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== ""));
}

type Audit = (rows: number, complete: boolean) => Promise<void>;

/** CSV with a byte-order mark (so that spreadsheets read the accents as UTF-8) and CRLF lines. */
function csvStream(batches: AsyncGenerator<MemberListItem[]>, audit: Audit): Readable {
  async function* lines(): AsyncGenerator<string> {
    let rows = 0;
    let complete = false;
    try {
      yield `\uFEFF${csvLine(MEMBER_EXPORT_HEADERS)}`;
      for await (const batch of batches) {
        // One chunk per batch: Readable.from waits for the client before asking for the next.
        yield batch.map((member) => csvLine(COLUMNS.map((column) => column.cell(member)))).join("");
        rows += batch.length;
      }
      complete = true;
    } finally {
      await audit(rows, complete);
    }
  }
  return Readable.from(lines(), { objectMode: false });
}

/**
 * An Excel workbook through exceljs' streaming writer: one sheet, every cell a string (never a
 * formula, whatever it starts with), no shared-strings table (it would grow with the rows), the
 * header row frozen.
 */
function xlsxStream(batches: AsyncGenerator<MemberListItem[]>, audit: Audit): Readable {
  const out = new PassThrough();
  // No styles: they were a fifth of the writing time (each cell's style looked up), and column
  // widths and the frozen header row need none.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet("Members", { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = COLUMNS.map((column) => ({ header: column.header, key: column.header, width: column.width }));
  sheet.getRow(1).commit();
  void (async () => {
    let rows = 0;
    let complete = false;
    try {
      for await (const batch of batches) {
        if (out.destroyed) break;
        for (const member of batch) sheet.addRow(COLUMNS.map((column) => column.cell(member))).commit();
        rows += batch.length;
        // The client is behind: wait for it before reading the next batch.
        if (out.writableNeedDrain) {
          await Promise.race([once(out, "drain"), once(out, "close")]);
        }
      }
      if (!out.destroyed) {
        sheet.commit();
        await workbook.commit();
        complete = true;
      }
    } catch (error) {
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    } finally {
      await batches.return(undefined);
      await audit(rows, complete).catch(() => undefined);
    }
  })();
  return out;
}
