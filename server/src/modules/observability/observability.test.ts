import { randomUUID } from "node:crypto";
import { isErrorBody } from "@gkf/contract";
import { describe, expect, it } from "vitest";
import { createTestApp, TEST_ENGINE } from "../../test/test-app.js";
import { mergeProcessTexts } from "./cluster-metrics.js";
import { countedJob } from "./metrics.js";

const TOKEN = "metrics-token-for-the-tests-0123456789";
const { app } = await createTestApp({ METRICS_TOKEN: TOKEN });
const unmigrated = await createTestApp();

/** The value of one sample line (`name{labels} value`), or undefined when absent. */
function sample(text: string, line: string): number | undefined {
  const found = text.split("\n").find((entry) => entry.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
}

const scrape = async () => {
  const response = await app.inject({ method: "GET", url: "/api/metrics" });
  expect(response.statusCode).toBe(200);
  return response.body;
};

describe("GET /api/metrics", () => {
  it("counts requests by route pattern, method and status class, never by the raw URL", async () => {
    const route = 'route="/api/regions/:code",method="GET",status_class';
    const before = await scrape();
    const ok = sample(before, `gkf_http_request_duration_seconds_count{${route}="2xx"}`) ?? 0;
    const missing = sample(before, `gkf_http_request_duration_seconds_count{${route}="4xx"}`) ?? 0;
    for (const url of ["/api/regions/AF", "/api/regions/AF", "/api/regions/QQ"]) await app.inject({ url });
    const unmatched = 'route="unmatched",method="GET",status_class="4xx"';
    const unmatchedBefore = sample(before, `gkf_http_request_duration_seconds_count{${unmatched}}`) ?? 0;
    await app.inject({ url: "/api/no-such-thing/secret-looking-path" });

    const after = await scrape();
    expect(after).toContain("# TYPE gkf_http_request_duration_seconds histogram");
    expect(sample(after, `gkf_http_request_duration_seconds_count{${route}="2xx"}`)).toBe(ok + 2);
    expect(sample(after, `gkf_http_request_duration_seconds_count{${route}="4xx"}`)).toBe(missing + 1);
    expect(sample(after, `gkf_http_request_duration_seconds_bucket{${route}="2xx",le="+Inf"}`)).toBe(ok + 2);
    expect(sample(after, `gkf_http_request_duration_seconds_count{${unmatched}}`)).toBe(unmatchedBefore + 1);
    expect(after).not.toContain("/api/regions/AF");
    expect(after).not.toContain("secret-looking-path");
    // The process's own figures come with prom-client's defaults.
    expect(after).toContain("process_cpu_user_seconds_total");
    expect(after).toContain("nodejs_eventloop_lag_seconds");
  });

  it("reads the outbox backlog when scraped and names the database engine (pool counts on PostgreSQL)", async () => {
    const before = sample(await scrape(), 'gkf_outbox_backlog_messages{channel="sms"}') ?? -1;
    expect(before).toBeGreaterThanOrEqual(0);
    await app.db
      .insertInto("outbox_messages")
      .values({
        id: randomUUID(),
        channel: "sms",
        recipient: "+233245550123",
        subject: null,
        text: "Waiting",
        html: null,
        status: "PENDING",
        attempts: 0,
        next_attempt_at: new Date().toISOString(),
        created_at: new Date().toISOString(),
      })
      .execute();
    const text = await scrape();
    expect(sample(text, 'gkf_outbox_backlog_messages{channel="sms"}')).toBe(before + 1);
    expect(sample(text, `gkf_database_info{engine="${TEST_ENGINE}"}`)).toBe(1);
    if (TEST_ENGINE === "postgres") {
      expect(sample(text, 'gkf_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
      expect(sample(text, "gkf_db_pool_waiting")).toBe(0);
    } else {
      expect(text).not.toContain("gkf_db_pool_connections");
    }
  });

  it("counts job runs by job and outcome", async () => {
    const line = (outcome: string) => `gkf_job_runs_total{job="test_job",outcome="${outcome}"}`;
    const before = await scrape();
    await countedJob("test_job", async () => 1);
    await expect(
      countedJob("test_job", async () => {
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    const after = await scrape();
    expect(sample(after, line("ok"))).toBe((sample(before, line("ok")) ?? 0) + 1);
    expect(sample(after, line("error"))).toBe((sample(before, line("error")) ?? 0) + 1);
  });

  it("refuses other machines without the token (403 in the error shape), also through a local proxy", async () => {
    const refused = [
      { remoteAddress: "203.0.113.7", headers: {} },
      { remoteAddress: "127.0.0.1", headers: { "x-forwarded-for": "203.0.113.7" } },
      { remoteAddress: "127.0.0.1", headers: { "x-forwarded-for": "127.0.0.1, 203.0.113.7" } },
      { remoteAddress: "127.0.0.1", headers: { forwarded: "for=203.0.113.7" } },
      { remoteAddress: "203.0.113.7", headers: { authorization: `Bearer ${TOKEN}x` } },
      { remoteAddress: "203.0.113.7", headers: { authorization: "Bearer " } },
      { remoteAddress: "203.0.113.7", headers: { authorization: TOKEN } },
    ];
    for (const { remoteAddress, headers } of refused) {
      const response = await app.inject({ method: "GET", url: "/api/metrics", remoteAddress, headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(isErrorBody(response.json())).toBe(true);
      expect(response.body).not.toContain("gkf_");
    }
    for (const remoteAddress of ["::1", "::ffff:127.0.0.1"]) {
      const local = await app.inject({ method: "GET", url: "/api/metrics", remoteAddress });
      expect(local.statusCode).toBe(200);
    }
    const withToken = await app.inject({
      method: "GET",
      url: "/api/metrics",
      remoteAddress: "203.0.113.7",
      headers: { authorization: `Bearer ${TOKEN}`, "x-forwarded-for": "198.51.100.1" },
    });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.headers["content-type"]).toContain("text/plain");
    expect(withToken.body).toContain("gkf_http_request_duration_seconds");
  });
});

describe("health and readiness", () => {
  it("live answers without the database; ready checks it and turns 503 while the process stops", async () => {
    const live = await app.inject({ method: "GET", url: "/api/health/live" });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: "ok" });
    const ready = await app.inject({ method: "GET", url: "/api/health/ready" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ready" });
    expect(ready.headers["cache-control"]).toBe("no-store");

    app.lifecycle.draining = true;
    try {
      const stopping = await app.inject({ method: "GET", url: "/api/health/ready" });
      expect(stopping.statusCode).toBe(503);
      expect(stopping.json().code).toBe("SERVICE_UNAVAILABLE");
      expect((await app.inject({ method: "GET", url: "/api/health/live" })).statusCode).toBe(200);
    } finally {
      app.lifecycle.draining = false;
    }
  });

  it("ready answers 503 when the database is not migrated to this version", async () => {
    await unmigrated.database.db.deleteFrom("kysely_migration" as never).execute();
    const response = await unmigrated.app.inject({ method: "GET", url: "/api/health/ready" });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toMatch(/not migrated/);
  });
});

describe("several processes on one port", () => {
  it("merges their texts: each family's HELP and TYPE once, every sample under its worker label", () => {
    const text = (value: number) =>
      [
        "# HELP jobs_total Runs.",
        "# TYPE jobs_total counter",
        `jobs_total{job="a"} ${value}`,
        "# HELP up Up.",
        "# TYPE up gauge",
        `up ${value}`,
        "# HELP t Latency.",
        "# TYPE t histogram",
        `t_bucket{le="+Inf"} ${value}`,
        `t_count{} ${value}`,
        "",
      ].join("\n");
    expect(
      mergeProcessTexts([
        { worker: 2, text: text(5) },
        { worker: 1, text: text(3) },
      ]),
    ).toBe(
      [
        "# HELP jobs_total Runs.",
        "# TYPE jobs_total counter",
        'jobs_total{worker="1",job="a"} 3',
        'jobs_total{worker="2",job="a"} 5',
        "# HELP up Up.",
        "# TYPE up gauge",
        'up{worker="1"} 3',
        'up{worker="2"} 5',
        "# HELP t Latency.",
        "# TYPE t histogram",
        't_bucket{worker="1",le="+Inf"} 3',
        't_count{worker="1"} 3',
        't_bucket{worker="2",le="+Inf"} 5',
        't_count{worker="2"} 5',
        "",
      ].join("\n"),
    );
  });
});
