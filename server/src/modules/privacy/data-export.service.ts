import { randomUUID } from "node:crypto";
import { type DataExport, PRIVACY_ERROR_CODES } from "@gkf/contract";
import { strToU8, zipSync } from "fflate";
import { inTransaction } from "../../db/transaction.js";
import { AppError, notFound } from "../../http/errors.js";
import { PrivacyRepository } from "./privacy.repository.js";
import type { DataExportRow } from "./privacy.table.js";
import { DAY_MS, dayOf, type PrivacyDeps } from "./privacy-deps.js";

/** A builder holds an export this long; a process that died lets go when it runs out. */
const BUILD_LOCK_MS = 10 * 60_000;
/** Tries before an export is FAILED (the member may ask again). */
const MAX_ATTEMPTS = 3;
const EXTENSIONS: Record<string, string> = {
  "application/pdf": "pdf",
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
};

/**
 * "Download my data" (Act 843, decision 97): a ZIP of data.json (everything held about the
 * member, each part asked of the module that owns it) and the member's files. The request
 * answers at once; the ZIP is built by a short task in the requesting process and, should that
 * process die, by the next hourly run: the row's state and lock are the only truth.
 */
export class DataExportService {
  private readonly repository: PrivacyRepository;

  constructor(private readonly deps: PrivacyDeps) {
    this.repository = new PrivacyRepository(deps.db);
  }

  async request(userId: string): Promise<DataExport> {
    const latest = await this.repository.latestExportOf(userId);
    if (latest?.status === "PENDING") return present(latest);
    const row: DataExportRow = {
      id: randomUUID(),
      user_id: userId,
      status: "PENDING",
      requested_at: new Date().toISOString(),
      attempts: 0,
      locked_until: null,
      file_id: null,
      size_bytes: null,
      ready_at: null,
      expires_at: null,
    };
    // Asked twice at once, both passed the read above: the index (migration 0042) lets one in,
    // and the other answers with it (pending, or ready if it was built meanwhile). Rows are not
    // deleted while pending, so the one that got in is there.
    if (!(await this.repository.insertExportOnce(row))) {
      return present((await this.repository.latestExportOf(userId)) as DataExportRow);
    }
    await this.deps.audit.record({ action: "DATA_EXPORT_REQUESTED", actorUserId: userId, detail: { export: row.id } });
    // Built after the answer; the hourly job picks it up if this process stops first.
    setImmediate(() => {
      this.build(row).catch((error: unknown) => this.deps.log?.error({ err: error }, "data export failed"));
    });
    return present(row);
  }

  async get(userId: string, id: string): Promise<DataExport> {
    return present(await this.own(userId, id));
  }

  async latest(userId: string): Promise<DataExport | null> {
    const row = await this.repository.latestExportOf(userId);
    return row ? present(row) : null;
  }

  async download(userId: string, id: string): Promise<{ data: Buffer; name: string }> {
    const row = await this.own(userId, id);
    const file = row.status === "READY" && row.file_id ? await this.deps.files.read(row.file_id) : undefined;
    if (!file) {
      throw new AppError(409, PRIVACY_ERROR_CODES.EXPORT_NOT_READY, "This export is not ready to download.", {
        action: row.status === "PENDING" ? "Wait for the message that says it is ready." : "Ask for a new export.",
      });
    }
    return { data: file.data, name: `gkf-my-data-${dayOf(row.requested_at)}.zip` };
  }

  /** The hourly job: pending exports nobody is building are built; ready ones past their date are deleted. */
  async runDue(now = new Date()): Promise<{ built: number; expired: number }> {
    let built = 0;
    for (const row of await this.repository.pendingExports(now.toISOString())) {
      if (await this.build(row, now)) built += 1;
    }
    let expired = 0;
    for (const row of await this.repository.expiredExports(now.toISOString())) {
      if (row.file_id) await this.deps.files.remove(row.file_id);
      await this.repository.updateExport(row.id, { status: "EXPIRED", file_id: null });
      expired += 1;
    }
    return { built, expired };
  }

  /** Claims the export, builds and stores the ZIP, marks it READY and tells the member, in one transaction. */
  private async build(row: DataExportRow, now = new Date()): Promise<boolean> {
    const until = new Date(now.getTime() + BUILD_LOCK_MS).toISOString();
    if (!(await this.repository.claimExport(row.id, row.locked_until, until))) return false;
    try {
      const zip = await this.zip(row.user_id);
      const file = await this.deps.files.storeGenerated({
        ownerUserId: row.user_id,
        data: zip,
        name: "gkf-my-data.zip",
        mimeType: "application/zip",
      });
      const readyAt = new Date();
      const expiresAt = new Date(readyAt.getTime() + this.deps.config.exportKeepDays * DAY_MS).toISOString();
      const member = await this.deps.accounts.getMember(row.user_id);
      await inTransaction(this.deps.db, async (trx) => {
        await new PrivacyRepository(trx).updateExport(row.id, {
          status: "READY",
          file_id: file.id,
          size_bytes: zip.length,
          ready_at: readyAt.toISOString(),
          expires_at: expiresAt,
          locked_until: null,
        });
        if (member) {
          await this.deps.notifications.notifyMember(
            member.contact,
            {
              template: "data_export_ready",
              values: {
                first_name: member.firstName,
                expires: dayOf(expiresAt),
                link: `${this.deps.publicUrl}/dashboard/my-account/index`,
              },
            },
            trx,
          );
        }
      });
      return true;
    } catch (error) {
      const attempts = row.attempts + 1;
      await this.repository.updateExport(row.id, {
        locked_until: null,
        ...(attempts >= MAX_ATTEMPTS ? { status: "FAILED" as const } : {}),
      });
      throw error;
    }
  }

  /** data.json and files/…: every part asked of the module that holds it. */
  private async zip(userId: string): Promise<Buffer> {
    const { accounts, records, documents, payments, positions, entries, gradings, dojos, audit, files } = this.deps;
    const [profile, membership, documentRows, paid, applications, events, myGradings, homeDojo, trail] =
      await Promise.all([
        accounts.getProfile(userId),
        records.getRecord(userId).catch(() => null),
        documents.exportFor(userId),
        payments.listOwn(userId),
        positions.mine(userId),
        entries.mine(userId),
        gradings.mine(userId),
        dojos.homeDojoOf(userId),
        audit.listForSubject(userId, 10_000),
      ]);
    const [consents, documentAccess] = await Promise.all([
      this.deps.consents.list(userId),
      this.deps.accessLog.of(userId),
    ]);
    const dojo = homeDojo ? await dojos.dojo(homeDojo) : undefined;
    const attendance = dojo ? await dojos.attendanceSince(userId, "1900-01-01") : {};
    const entriesOut: Record<string, Uint8Array> = {};
    const documentsOut = [];
    for (const { document, versions } of documentRows) {
      const named = async (fileId: string, version: number) => {
        const content = await files.read(fileId);
        if (!content) return null;
        const name = `files/${document.document_type.toLowerCase()}-${document.id.slice(0, 8)}-v${version}.${EXTENSIONS[content.mimeType] ?? "bin"}`;
        entriesOut[name] = new Uint8Array(content.data);
        return name;
      };
      documentsOut.push({
        ...document,
        file: await named(document.file_id, document.version),
        earlier_versions: await Promise.all(
          versions.map(async ({ file_id, ...version }) => ({
            ...version,
            file: await named(file_id, version.version),
          })),
        ),
      });
    }
    const data = {
      generated_at: new Date().toISOString(),
      about:
        "Everything the Ghana Karate Federation's portal holds about you (Data Protection Act 2012, Act 843). Files are in the files folder.",
      account: profile,
      membership,
      documents: documentsOut,
      payments: paid.items,
      position_applications: applications,
      events,
      gradings: myGradings,
      dojo: dojo ? { id: dojo.id, name: dojo.name, attendance } : null,
      privacy_notice_consents: consents,
      document_access_by_officials: documentAccess,
      audit: trail.map(({ id, at, action, outcome, actor_user_id, ip, user_agent, detail }) => ({
        id,
        at,
        action,
        outcome,
        actor_user_id,
        ip,
        user_agent,
        detail: detail ? (JSON.parse(detail) as unknown) : null,
      })),
    };
    entriesOut["data.json"] = strToU8(JSON.stringify(data, null, 2));
    return Buffer.from(zipSync(entriesOut, { level: 6 }));
  }

  private async own(userId: string, id: string): Promise<DataExportRow> {
    const row = await this.repository.findExport(id);
    // Another member's export is answered like one that does not exist.
    if (!row || row.user_id !== userId) throw notFound("You have no export with this id.");
    return row;
  }
}

function present(row: DataExportRow): DataExport {
  return {
    id: row.id,
    status: row.status,
    requested_at: row.requested_at,
    ready_at: row.ready_at,
    expires_at: row.expires_at,
    size_bytes: row.size_bytes,
    download_url: row.status === "READY" ? `/api/my-account/privacy/exports/${row.id}/download` : null,
  };
}
