import type { FastifyInstance, FastifyReply, FastifyRequest, onResponseHookHandler } from "fastify";
import { Counter, collectDefaultMetrics, Histogram, Registry } from "prom-client";

/**
 * What this process has seen (decision 108). Every process keeps its own figures and is scraped on
 * its own (Prometheus adds them up); nothing here is shared between processes or machines.
 *
 * - `registry` (prom-client): the process's own figures (CPU, memory, event loop delay, heap),
 *   the hourly jobs' and the outbox worker's runs, and payment outcomes.
 * - `requests`: the HTTP histogram, kept by hand (below) so that a request costs a few array
 *   writes and no label string or object is built for it.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

export const jobRuns = new Counter({
  name: "gkf_job_runs_total",
  help: "Runs of the hourly jobs and the outbox worker's passes, by job and outcome (ok or error).",
  labelNames: ["job", "outcome"] as const,
  registers: [registry],
});

export type PaymentOutcome = "credited" | "duplicate" | "disputed" | "failed" | "abandoned";

export const paymentOutcomes = new Counter({
  name: "gkf_payment_outcomes_total",
  help: "Payments settled by this process, by outcome (credited, duplicate, disputed, failed, abandoned).",
  labelNames: ["outcome"] as const,
  registers: [registry],
});

/** Counts a payment's final word once, in the process whose update changed its status. */
export function countPaymentOutcome(outcome: PaymentOutcome): void {
  paymentOutcomes.inc({ outcome });
}

/**
 * Keys per statement of a read batched while the event loop turns (db/batched-reads.ts, decision
 * 143): how many requests one round trip to PostgreSQL answered.
 */
export const readBatchKeys = new Histogram({
  name: "gkf_db_read_batch_keys",
  help: "Keys per statement of a batched database read (PostgreSQL), by read.",
  labelNames: ["read"] as const,
  buckets: [1, 2, 4, 8, 16, 32, 64],
  registers: [registry],
});

/** Runs one job and counts its outcome; errors are thrown on to the caller (which logs them). */
export async function countedJob<T>(job: string, run: () => Promise<T>): Promise<T> {
  try {
    const result = await run();
    jobRuns.inc({ job, outcome: "ok" });
    return result;
  } catch (error) {
    jobRuns.inc({ job, outcome: "error" });
    throw error;
  }
}

/** Seconds; Prometheus' usual buckets, finer below 100 ms where the read path lives. */
const BUCKETS = [0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const STATUS_CLASSES = ["1xx", "2xx", "3xx", "4xx", "5xx"] as const;

class Series {
  /** Per bucket (not cumulative; summed when rendered), plus one for above the last bucket. */
  readonly counts = new Float64Array(BUCKETS.length + 1);
  count = 0;
  sum = 0;

  observe(seconds: number): void {
    let index = 0;
    while (index < BUCKETS.length && seconds > (BUCKETS[index] as number)) index += 1;
    (this.counts[index] as number) += 1;
    this.count += 1;
    this.sum += seconds;
  }
}

/** One route pattern and method: a series per status class, made on first use. */
class RouteSeries {
  readonly byClass: Array<Series | undefined> = [undefined, undefined, undefined, undefined, undefined];

  constructor(
    readonly route: string,
    readonly method: string,
  ) {}

  observe(statusCode: number, milliseconds: number): void {
    const index = Math.min(Math.max(Math.trunc(statusCode / 100) - 1, 0), 4);
    let series = this.byClass[index];
    if (!series) {
      series = new Series();
      this.byClass[index] = series;
    }
    series.observe(milliseconds / 1000);
  }
}

const escapeLabel = (value: string) => value.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n");

/** HTTP requests of this process by route pattern (never the raw URL), method and status class. */
export class RequestMetrics {
  private readonly all = new Map<string, RouteSeries>();
  private readonly unmatched = new Map<string, RouteSeries>();

  /** The series of one route and method, made when the route is added (shared by every app of the process). */
  seriesFor(route: string, method: string): RouteSeries {
    const key = `${method} ${route}`;
    let series = this.all.get(key);
    if (!series) {
      series = new RouteSeries(route, method);
      this.all.set(key, series);
    }
    return series;
  }

  /** Requests no route matched (404s, the web app's pages): one series per method, under "unmatched". */
  observeUnmatched(method: string, statusCode: number, milliseconds: number): void {
    let series = this.unmatched.get(method);
    if (!series) {
      // Methods a client makes up are folded together: the label's values stay few.
      const known = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"].includes(method) ? method : "OTHER";
      series = this.unmatched.get(known) ?? this.seriesFor("unmatched", known);
      this.unmatched.set(known, series);
    }
    series.observe(statusCode, milliseconds);
  }

  render(): string {
    const name = "gkf_http_request_duration_seconds";
    const lines = [
      `# HELP ${name} HTTP requests answered by this process, by route pattern, method and status class.`,
      `# TYPE ${name} histogram`,
    ];
    for (const routeSeries of this.all.values()) {
      routeSeries.byClass.forEach((series, index) => {
        if (!series) return;
        const labels = `route="${escapeLabel(routeSeries.route)}",method="${routeSeries.method}",status_class="${STATUS_CLASSES[index]}"`;
        let cumulative = 0;
        BUCKETS.forEach((bound, bucket) => {
          cumulative += series.counts[bucket] as number;
          lines.push(`${name}_bucket{${labels},le="${bound}"} ${cumulative}`);
        });
        lines.push(`${name}_bucket{${labels},le="+Inf"} ${series.count}`);
        lines.push(`${name}_sum{${labels}} ${series.sum}`);
        lines.push(`${name}_count{${labels}} ${series.count}`);
      });
    }
    return `${lines.join("\n")}\n`;
  }
}

/** The process's one request histogram (every app of the process adds to it, as it is scraped once). */
export const requestMetrics = new RequestMetrics();

/** This process's own figures: prom-client's registry and the request histogram. */
export async function renderProcessMetrics(): Promise<string> {
  return (await registry.metrics()) + requestMetrics.render();
}

/**
 * Times every request: each route gets its own onResponse hook holding its series, so a request
 * only reads `reply.elapsedTime` and adds to arrays (no label object, no string, no map lookup);
 * requests no route matched go to one "unmatched" series per method.
 */
export function registerRequestMetrics(app: FastifyInstance): void {
  app.addHook("onRoute", (options) => {
    const methods = [options.method].flat() as string[];
    const byMethod: Record<string, RouteSeries> = {};
    for (const method of methods) byMethod[method] = requestMetrics.seriesFor(options.url ?? options.path, method);
    const hook: onResponseHookHandler = (request, reply, done) => {
      byMethod[request.method]?.observe(reply.statusCode, reply.elapsedTime);
      done();
    };
    const existing = options.onResponse;
    options.onResponse = existing === undefined ? [hook] : [...[existing].flat(), hook];
  });
  app.addHook("onResponse", (request: FastifyRequest, reply: FastifyReply, done) => {
    if (request.is404) requestMetrics.observeUnmatched(request.method, reply.statusCode, reply.elapsedTime);
    done();
  });
}
