import { type AuditEvent, auditEndpoints as endpoints } from "@gkf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../http/endpoint.js";
import { requirePermission } from "../../http/permissions.js";

const emptyPage = (page: number, pageSize: number) => ({ items: [], total: 0, page, page_size: pageSize });

/** Adds a day to a calendar date: `to` is inclusive, the query's bound exclusive. */
function dayAfter(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();
}

function parseDetail(detail: string | null): Record<string, unknown> | null {
  if (!detail) return null;
  try {
    const value: unknown = JSON.parse(detail);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** GET /admin/audit: the trail for national officials (audit.read); people named as members name themselves. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { audit, accounts, staff } = app.services;

  route(app, endpoints.list, {}, async (request) => {
    await requirePermission(request, "audit.read");
    const { page, page_size: pageSize, actor, subject, action, from, to } = request.query;
    const [actorUserId, subjectUserId] = await Promise.all([
      actor ? staff.findMemberId(actor) : undefined,
      subject ? staff.findMemberId(subject) : undefined,
    ]);
    // Someone named who is nobody: no event can match.
    if ((actor && !actorUserId) || (subject && !subjectUserId)) return emptyPage(page, pageSize);
    const { rows, total } = await audit.search({
      actorUserId,
      subjectUserId,
      action,
      from: from ? `${from}T00:00:00.000Z` : undefined,
      before: to ? dayAfter(to) : undefined,
      page,
      pageSize,
    });
    const ids = [
      ...new Set(rows.flatMap((row) => [row.actor_user_id, row.subject_user_id]).filter((id): id is string => !!id)),
    ];
    const people = await accounts.getMembers(ids);
    const person = (id: string | null): AuditEvent["actor"] => {
      if (!id) return null;
      const found = people.get(id);
      return { id, name: found ? `${found.firstName} ${found.lastName}`.trim() : "" };
    };
    const items: AuditEvent[] = rows.map((row) => ({
      id: row.id,
      at: row.at,
      action: row.action,
      outcome: row.outcome,
      actor: person(row.actor_user_id),
      subject: person(row.subject_user_id),
      ip: row.ip,
      detail: parseDetail(row.detail),
    }));
    return { items, total, page, page_size: pageSize };
  });
};
