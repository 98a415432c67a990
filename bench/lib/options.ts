// The bench's command line: `npm run bench -- --help` prints USAGE.

import { parseArgs } from "node:util";

export interface BenchOptions {
  /** Members the seed adds (0 = no seed). */
  members: number;
  /** Seconds of measured load per scenario. */
  duration: number;
  connections: number;
  /** Seconds of unmeasured load before each scenario. */
  warmup: number;
  /** Build the web app first (false with --no-build). */
  build: boolean;
  /** Scenario names to run; empty = all. */
  only: string[];
  /** A PostgreSQL database to bench instead of both engines' fresh databases (it gets seeded). */
  databaseUrl: string | undefined;
  /** SQLite only: no run on a fresh database of the local PostgreSQL (--no-postgres). */
  noPostgres: boolean;
  keepData: boolean;
  /** Lighthouse runs per page (the median counts). */
  lighthouseRuns: number;
  /** The Chromium Lighthouse drives (Debian's; nothing is downloaded). */
  chromium: string;
}

/** The name `--only` takes for the Lighthouse step (beside the load scenarios' names). */
export const LIGHTHOUSE_STEP = "lighthouse";

export function usage(scenarioNames: readonly string[]): string {
  return `Usage: npm run bench -- [--members N] [--duration S] [--connections C] [--warmup S]
                       [--no-build] [--only NAME]... [--database-url URL] [--no-postgres] [--keep-data]
                       [--lighthouse-runs N] [--chromium PATH]
Scenarios: ${scenarioNames.join(", ")}; and ${LIGHTHOUSE_STEP} (the Lighthouse budgets)
Engines: SQLite, then PostgreSQL on a fresh database when one answers at GKF_BENCH_PG_ADMIN_URL
(default postgres://postgres@127.0.0.1:5432/postgres); --no-postgres skips it, --database-url
benches that PostgreSQL database alone.
Quick Lighthouse-only run: npm run bench -- --only ${LIGHTHOUSE_STEP}`;
}

/** Reads the options from process.argv; prints the usage and exits on --help or a wrong option. */
export function parseOptions(scenarioNames: readonly string[]): BenchOptions {
  const USAGE = usage(scenarioNames);
  const { values } = parseArgs({
    options: {
      members: { type: "string", default: "100000" },
      duration: { type: "string", default: "10" },
      connections: { type: "string", default: "100" },
      warmup: { type: "string", default: "2" },
      "no-build": { type: "boolean", default: false },
      only: { type: "string", multiple: true },
      "database-url": { type: "string" },
      "no-postgres": { type: "boolean", default: false },
      "keep-data": { type: "boolean", default: false },
      "lighthouse-runs": { type: "string", default: "3" },
      chromium: { type: "string", default: "/usr/bin/chromium" },
      help: { type: "boolean", short: "h", default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const integer = (name: string, value: string, min: number) => {
    const number = Number(value);
    if (!Number.isInteger(number) || number < min) {
      console.error(`--${name} must be a whole number of at least ${min}, not "${value}"\n${USAGE}`);
      process.exit(2);
    }
    return number;
  };
  const only = values.only ?? [];
  for (const name of only) {
    if (!scenarioNames.includes(name) && name !== LIGHTHOUSE_STEP) {
      console.error(`Unknown scenario "${name}"\n${USAGE}`);
      process.exit(2);
    }
  }
  const databaseUrl = values["database-url"];
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    console.error("--database-url must be a postgres:// URL");
    process.exit(2);
  }
  return {
    members: integer("members", values.members, 0),
    duration: integer("duration", values.duration, 1),
    connections: integer("connections", values.connections, 1),
    warmup: integer("warmup", values.warmup, 0),
    build: !values["no-build"],
    only,
    databaseUrl,
    noPostgres: values["no-postgres"],
    keepData: values["keep-data"],
    lighthouseRuns: integer("lighthouse-runs", values["lighthouse-runs"], 1),
    chromium: values.chromium,
  };
}
