import { createHmac } from "node:crypto";
import { constantTimeEqual } from "./secrets.js";

/**
 * Access tokens: compact JWTs, HS256 only (ASVS V9). The signature is checked before any claim
 * is read; `alg` must be exactly HS256 (never `none`); `typ`, `aud`, `iss`, `exp` and `nbf` are
 * checked. The token names a server-side session, which the caller must still look up.
 */
export interface AccessClaims {
  sub: string;
  sid: string;
  iat: number;
  nbf: number;
  exp: number;
}

const HEADER = { alg: "HS256", typ: "JWT" } as const;
const AUDIENCE = "gkf-portal";
const ISSUER = "gkf-portal";
const TOKEN_TYPE = "access";
const ENCODED_HEADER = Buffer.from(JSON.stringify(HEADER)).toString("base64url");

/**
 * How many checked tokens a process remembers (decision 117). A token is the same string on every
 * request of its session; its signature and claims cannot change, so checking it again only costs
 * (a tenth of the CPU of a hot read). Remembered is what the token says, never whether its session
 * is live: that is looked up on every request, so a logout counts at once in every process.
 */
const CHECKED_TOKENS = 10_000;

export class TokenSigner {
  private readonly key: Buffer;
  /** Tokens whose signature and header were checked, with their claims; oldest first. */
  private readonly checked = new Map<string, AccessClaims>();

  constructor(secret: string) {
    // A key of its own for tokens, derived from APP_SECRET, so other uses of the secret never sign a token.
    this.key = createHmac("sha256", secret).update("gkf-access-token-key-v1").digest();
  }

  sign(
    claims: { sub: string; sid: string },
    lifetimeSeconds: number,
    now = Date.now(),
  ): { token: string; expiresAt: Date } {
    const iat = Math.floor(now / 1000);
    const payload = {
      sub: claims.sub,
      sid: claims.sid,
      typ: TOKEN_TYPE,
      aud: AUDIENCE,
      iss: ISSUER,
      iat,
      nbf: iat,
      exp: iat + lifetimeSeconds,
    };
    const body = `${ENCODED_HEADER}.${Buffer.from(JSON.stringify(payload)).toString("base64url")}`;
    return { token: `${body}.${this.signature(body)}`, expiresAt: new Date(payload.exp * 1000) };
  }

  /** The claims of a valid token, or null for anything else. Never throws. */
  verify(token: string, now = Date.now()): AccessClaims | null {
    const claims = this.checked.get(token) ?? this.check(token);
    if (!claims) return null;
    // The times are checked on every call: a remembered token expires like any other.
    const seconds = Math.floor(now / 1000);
    if (claims.exp <= seconds || claims.nbf > seconds + 5) return null;
    return claims;
  }

  /** Signature, header and claims' shape; a valid token is remembered (its times are checked by verify). */
  private check(token: string): AccessClaims | null {
    const parts = token.split(".");
    if (parts.length !== 3) return null;
    const [header, payload, signature] = parts as [string, string, string];
    if (!constantTimeEqual(signature, this.signature(`${header}.${payload}`))) return null;
    try {
      const parsedHeader = JSON.parse(Buffer.from(header, "base64url").toString("utf8"));
      if (parsedHeader?.alg !== HEADER.alg || parsedHeader?.typ !== HEADER.typ) return null;
      const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
      if (claims?.typ !== TOKEN_TYPE || claims?.aud !== AUDIENCE || claims?.iss !== ISSUER) return null;
      if (typeof claims.sub !== "string" || typeof claims.sid !== "string") return null;
      if (typeof claims.exp !== "number" || typeof claims.nbf !== "number") return null;
      const checked = { sub: claims.sub, sid: claims.sid, iat: claims.iat, nbf: claims.nbf, exp: claims.exp };
      if (this.checked.size >= CHECKED_TOKENS) this.checked.delete(this.checked.keys().next().value as string);
      this.checked.set(token, checked);
      return checked;
    } catch {
      return null;
    }
  }

  private signature(input: string): string {
    return createHmac("sha256", this.key).update(input).digest("base64url");
  }
}
