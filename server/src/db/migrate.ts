import { type Kysely, type Migration, type MigrationProvider, Migrator } from "kysely";
import { migrations } from "./migrations/index.js";

class StaticMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

/** The database to migrate; `schema` is set when a PostgreSQL schema other than the default is used. */
export interface MigrationTarget {
  db: Kysely<any>;
  schema?: string;
}

export function createMigrator({ db, schema }: MigrationTarget): Migrator {
  // With a schema of its own, the migration tables must live there too: Kysely otherwise finds
  // another schema's bookkeeping tables and believes they are ours.
  return new Migrator({
    db,
    provider: new StaticMigrationProvider(),
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
}

/** Brings the schema to the newest version; throws with the failing migration's name. */
export async function migrateToLatest(target: MigrationTarget): Promise<string[]> {
  const { error, results } = await createMigrator(target).migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? "(unknown)"} failed: ${reason}`, { cause: error });
  }
  return (results ?? []).filter((result) => result.status === "Success").map((result) => result.migrationName);
}

/**
 * Names of the applied migrations, read straight from Kysely's bookkeeping table: the
 * Migrator's own listing introspects the whole schema, far too slow for a health check.
 */
export async function listAppliedMigrations({ db }: MigrationTarget): Promise<string[]> {
  const rows = await db.selectFrom("kysely_migration").select("name").orderBy("name").execute();
  return rows.map((row: { name: string }) => row.name);
}
