import { type Compilable, CompiledQuery, type Kysely } from "kysely";
import type { Database } from "./database.js";

/**
 * A query of the hot path whose SQL is built and compiled once per database handle; each call
 * only binds its arguments. Building and compiling with Kysely was the largest share of the CPU
 * of an authenticated read (bench/README.md). The builder is called once with markers in place
 * of the arguments, to learn where each argument goes; constants stay as compiled.
 */
export function reusableQuery<Args extends string[], Row>(
  build: (db: Kysely<Database>, ...args: Args) => Compilable<Row>,
) {
  const compiledByDb = new WeakMap<
    Kysely<Database>,
    { sql: string; parameters: readonly unknown[]; argumentAt: number[] }
  >();
  return async (db: Kysely<Database>, ...args: Args): Promise<Row[]> => {
    let compiled = compiledByDb.get(db);
    if (!compiled) {
      const markers = args.map((_, index) => `\u0000argument-${index}\u0000`) as Args;
      const query = build(db, ...markers).compile();
      compiled = {
        sql: query.sql,
        parameters: query.parameters,
        argumentAt: query.parameters.map((parameter) => markers.indexOf(parameter as string)),
      };
      compiledByDb.set(db, compiled);
    }
    const { sql, parameters, argumentAt } = compiled;
    const values = parameters.map((parameter, index) => {
      const at = argumentAt[index] ?? -1;
      return at >= 0 ? args[at] : parameter;
    });
    return (await db.executeQuery<Row>(CompiledQuery.raw(sql, values))).rows;
  };
}
