import { describe, expect, it } from "vitest";
import { TokenSigner } from "./tokens.js";

// Access tokens (ASVS V9): a token checked once is remembered by its exact text (decision 117),
// which must not let anything through that a first check would refuse.
const signer = new TokenSigner("a-secret-of-at-least-thirty-two-characters");
const NOW = Date.parse("2026-11-23T10:00:00Z");

describe("TokenSigner.verify", () => {
  it("answers the claims of a valid token, the same when asked again", () => {
    const { token } = signer.sign({ sub: "user-1", sid: "session-1" }, 600, NOW);
    expect(signer.verify(token, NOW)).toMatchObject({ sub: "user-1", sid: "session-1" });
    expect(signer.verify(token, NOW + 1000)).toMatchObject({ sub: "user-1", sid: "session-1" });
  });

  it("refuses a remembered token once it has expired", () => {
    const { token } = signer.sign({ sub: "user-2", sid: "session-2" }, 600, NOW);
    expect(signer.verify(token, NOW)).not.toBeNull();
    expect(signer.verify(token, NOW + 600_000)).toBeNull();
  });

  it("refuses a token that is not valid yet, then takes it when its time comes", () => {
    const { token } = signer.sign({ sub: "user-3", sid: "session-3" }, 600, NOW + 60_000);
    expect(signer.verify(token, NOW)).toBeNull();
    expect(signer.verify(token, NOW + 60_000)).not.toBeNull();
  });

  it("refuses a changed signature or payload of a token it remembers, and another key's token", () => {
    const { token } = signer.sign({ sub: "user-4", sid: "session-4" }, 600, NOW);
    expect(signer.verify(token, NOW)).not.toBeNull();
    const [header, payload, signature] = token.split(".") as [string, string, string];
    const otherSignature = `${signature.slice(0, -2)}${signature.endsWith("AA") ? "BB" : "AA"}`;
    expect(signer.verify(`${header}.${payload}.${otherSignature}`, NOW)).toBeNull();
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, "base64url").toString()), sub: "admin" }),
    ).toString("base64url");
    expect(signer.verify(`${header}.${forged}.${signature}`, NOW)).toBeNull();
    const other = new TokenSigner("another-secret-of-at-least-thirty-two-chars");
    expect(other.verify(token, NOW)).toBeNull();
  });

  it("refuses a token signed with alg none", () => {
    const header = Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url");
    const payload = signer.sign({ sub: "user-5", sid: "session-5" }, 600, NOW).token.split(".")[1];
    expect(signer.verify(`${header}.${payload}.`, NOW)).toBeNull();
  });
});
