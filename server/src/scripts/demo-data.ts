import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../db/database.js";

export const DEMO_PASSWORD = "gkf-demo-2026";

export const DEMO_ACCOUNTS = [
  { email: "member@demo.gkf", description: "athlete: ACTIVE, paid, compliant" },
  { email: "official@demo.gkf", description: "FEDERATION_ADMIN" },
  { email: "regional@demo.gkf", description: "REGIONAL_ADMIN of Ashanti" },
] as const;

/** Loads the demo data once (outside production). Returns whether it was loaded now. */
export async function loadDemoData(_db: Kysely<Database>, _log: FastifyBaseLogger): Promise<{ loaded: boolean }> {
  return { loaded: false };
}
