import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * A JSON answer that is the same for everyone until the next deploy (reference data): serialised
 * once, compressed once in each encoding at the strongest settings, and answered with a weak ETag
 * (the same for every encoding, as it names the content) so that a browser's If-None-Match gets a
 * 304 with no body. Nothing here is per user: every process builds the same bytes.
 */
export interface PreparedJson {
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

export function prepareJson(value: unknown): PreparedJson {
  const identity = Buffer.from(JSON.stringify(value));
  const hash = createHash("sha256").update(identity).digest("base64url").slice(0, 22);
  return {
    etag: `W/"${hash}"`,
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    br: brotliCompressSync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  };
}

/** The q-value the Accept-Encoding header gives a coding (`*` counts for any not named); 0 when refused or absent. */
function qualityOf(header: string, coding: string): number {
  let star: number | undefined;
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    const quality = q === undefined ? 1 : Number(q);
    if (name.trim() === coding) return Number.isFinite(quality) ? quality : 0;
    if (name.trim() === "*") star = Number.isFinite(quality) ? quality : 0;
  }
  return star ?? 0;
}

/** What one Accept-Encoding header takes: gzip or not, and the best of br, gzip and the plain bytes. */
interface Takes {
  gzip: boolean;
  best: "br" | "gzip" | "identity";
}

/**
 * Browsers send a handful of distinct Accept-Encoding headers, the same on every request: each is
 * read once per process (bounded, like any cache of what clients send).
 */
const takesByHeader = new Map<string, Takes>();
const TAKES_CACHE = 256;

function takes(header: string): Takes {
  let found = takesByHeader.get(header);
  if (!found) {
    const br = qualityOf(header, "br");
    const gzip = qualityOf(header, "gzip");
    found = { gzip: gzip > 0, best: br > 0 && br >= gzip ? "br" : gzip > 0 ? "gzip" : "identity" };
    if (takesByHeader.size >= TAKES_CACHE) takesByHeader.clear();
    takesByHeader.set(header, found);
  }
  return found;
}

/** Whether the Accept-Encoding header takes gzip (q above 0, by name or by `*`). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return acceptEncoding !== undefined && takes(acceptEncoding).gzip;
}

/** br when the client takes it, else gzip, else the plain bytes (ties go to the smaller br). */
export function chooseEncoding(acceptEncoding: string | undefined): "br" | "gzip" | "identity" {
  return acceptEncoding ? takes(acceptEncoding).best : "identity";
}

/** Whether If-None-Match names this ETag (weak comparison, RFC 9110 13.1.2) or is `*`. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((candidate) => {
    const tag = candidate.trim();
    return tag === "*" || tag.replace(/^W\//, "") === opaque;
  });
}

/**
 * Answers with the prepared bytes: 304 when the client already has them, else the encoding it
 * takes best. Content-Encoding is set here, so the compression plugin leaves the answer alone.
 */
export function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  prepared: PreparedJson,
  cacheControl: string,
): FastifyReply {
  reply.header("etag", prepared.etag).header("cache-control", cacheControl).header("vary", "accept-encoding");
  if (matchesEtag(request.headers["if-none-match"], prepared.etag)) return reply.code(304).send();
  const encoding = chooseEncoding(request.headers["accept-encoding"]);
  reply.header("content-type", "application/json; charset=utf-8");
  if (encoding === "identity") return reply.send(prepared.identity);
  return reply.header("content-encoding", encoding).send(prepared[encoding]);
}
