import { AsyncLocalStorage } from "node:async_hooks";
import { ACTING_FOR_OWN_ONLY, API_BASE_PATH } from "@gkf/contract";
import type { FastifyRequest } from "fastify";

/**
 * Acting for a child (issue 16, decision 104): while a guardian's request acts for a child, the
 * request's subject is the child and the guardian stays the actor of what the audit log records.
 * `route()` runs each handler inside the request's store; the audit service reads it.
 */
export interface ActingFor {
  /** The guardian who sent the request. */
  actorUserId: string;
  /** The child named by X-Acting-For: the request's subject. */
  childId: string;
}

export const actingForStore = new AsyncLocalStorage<ActingFor | undefined>();

/** The guardian and child of the request being handled, if it acts for a child. */
export function currentActingFor(): ActingFor | undefined {
  return actingForStore.getStore();
}

/** The route's path without the API prefix (`/my-account/children/:id/sign-in`). */
export function routePath(request: FastifyRequest): string {
  const url = request.routeOptions.url ?? request.url.split("?")[0] ?? "";
  return url.startsWith(API_BASE_PATH) ? url.slice(API_BASE_PATH.length) : url;
}

/** The signed-in person's own business, never done for a child (the list is the contract's, shared with the web). */
export const actingForAllowed = (path: string) => !ACTING_FOR_OWN_ONLY.some((pattern) => pattern.test(path));

/**
 * What stays with the guardian while a child of 13–17 has their own sign-in: payments, consent
 * and documents (changes only; the child still sees them).
 */
const GUARDIAN_ONLY = [
  /^\/my-account\/membership\/payment/,
  /\/pay$/,
  /\/consent$/,
  /^\/my-account\/consents/,
  /^\/my-account\/membership\/(document|certificate)\//,
  /^\/my-account\/privacy\/erasure/,
];

export const guardianOnly = (method: string, path: string) =>
  method !== "GET" && method !== "HEAD" && GUARDIAN_ONLY.some((pattern) => pattern.test(path));

/** Federation positions are for adults: a minor's own session may not apply. */
export const adultsOnly = (method: string, path: string) =>
  method !== "GET" && /^\/gkf\/my-positions\/applications\/apply/.test(path);

const ACTING_FOR_DOC = {
  type: "object",
  properties: {
    "x-acting-for": {
      type: "string",
      maxLength: 64,
      description:
        "A guardian acts for one of their children (GET /my-account/children gives the ids): the request is the child's; 403 NOT_GUARDIAN for anyone else, 403 ACTING_FOR_NOT_ALLOWED on the signed-in person's own endpoints (sign-in, contacts, sessions, positions, officials').",
    },
  },
} as const;

/**
 * OpenAPI: every endpoint behind a sign-in documents the optional X-Acting-For header (a
 * documentation transform only: Fastify does not validate it; requireAuth reads it).
 */
export function withActingForHeader<T extends (document: never) => { schema: unknown; url: string }>(transform: T) {
  return ((document: Parameters<T>[0]) => {
    const transformed = transform(document) as { schema: Record<string, unknown>; url: string };
    if (!transformed.schema || !("security" in transformed.schema) || transformed.schema.headers) return transformed;
    const path = transformed.url.startsWith(API_BASE_PATH)
      ? transformed.url.slice(API_BASE_PATH.length)
      : transformed.url;
    if (!actingForAllowed(path.replace(/\{(\w+)\}/g, ":$1"))) return transformed;
    return { ...transformed, schema: { ...transformed.schema, headers: ACTING_FOR_DOC } };
  }) as unknown as T;
}
