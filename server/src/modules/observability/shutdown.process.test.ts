import net from "node:net";
import { describe, expect, it } from "vitest";
import { exited, serverProcesses, waitFor } from "../../test/child-processes.js";
import { TEST_ENGINE } from "../../test/test-app.js";

// Decision 108: SIGTERM lets a request in flight finish with its answer, refuses new ones, and the
// process exits 0. The real server (`node --import tsx server/src/main.ts`) runs as a child process,
// with two processes on one port (node:cluster) as production runs it: the primary passes the
// signal on, and a scrape of /api/metrics on either process carries both processes' figures.
const { start } = await serverProcesses("stop");

const CONTINUE = "HTTP/1.1 100 Continue\r\n\r\n";

/** A raw HTTP/1.1 request over its own connection: the body is sent when the caller says. */
function heldRequest(port: number, method: string, url: string, body: string) {
  const socket = net.connect(port, "127.0.0.1");
  let answer = "";
  socket.on("data", (chunk) => {
    answer += chunk.toString();
  });
  // What followed the interim "100 Continue", once the connection is closed.
  const closed = new Promise<string>((resolve) => socket.on("close", () => resolve(answer.replace(CONTINUE, ""))));
  const connected = new Promise<void>((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("error", reject);
  });
  const bytes = Buffer.from(body);
  const half = Math.floor(bytes.length / 2);
  return {
    /**
     * Headers, then (once the server says "100 Continue": it has the request and routed it) the
     * first half of the body: the request is in flight, waiting for the rest.
     */
    async start() {
      await connected;
      socket.write(
        `${method} ${url} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${bytes.length}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n`,
      );
      await waitFor("the server to take the request", () => (answer.includes(CONTINUE) ? true : undefined));
      socket.write(bytes.subarray(0, half));
    },
    /** Resolves with whatever was answered once the connection is closed. */
    closed,
    /** The rest of the body; resolves with the whole answer once the server closes the connection. */
    finish() {
      socket.write(bytes.subarray(half));
      return closed;
    },
  };
}

/** The real server, resolved once /api/health/ready answers 200. */
const startServer = (extra: Record<string, string>) => start({ LOG_LEVEL: "info", ...extra });

describe("graceful shutdown", () => {
  it("on SIGTERM finishes the request in flight (200), refuses new ones, and exits 0 (two processes)", async () => {
    const server = await startServer({
      DEMO_DATA: "true",
      OUTBOX_WORKER: "true",
      SHUTDOWN_GRACE_MS: "60000",
      WEB_CONCURRENCY: "2",
    });
    const { child, port, baseUrl } = server;

    // Either process answers the scrape with both processes' figures, each under its `worker` label.
    await waitFor("both processes' metrics in one scrape", async () => {
      const response = await fetch(`${baseUrl}/api/metrics`, { headers: { connection: "close" } });
      const text = await response.text();
      const both = [1, 2].every((id) => text.includes(`process_cpu_user_seconds_total{worker="${id}"}`));
      return response.status === 200 && both ? true : undefined;
    });

    const login = heldRequest(
      port,
      "POST",
      "/api/auth/login",
      JSON.stringify({ username: "member@demo.gkf", password: "gkf-demo-2026" }),
    );
    await login.start();
    child.kill("SIGTERM");
    await waitFor("the server to start stopping", () => (server.output().includes("shutting down") ? true : undefined));

    // A new connection is refused (the port is closed) or answered 503, never served.
    await waitFor("new connections to be turned away", async () => {
      try {
        const response = await fetch(`${baseUrl}/api/health/live`, { headers: { connection: "close" } });
        return response.status === 503 ? true : undefined;
      } catch {
        return true;
      }
    });
    expect(child.exitCode).toBeNull();

    const answer = await login.finish();
    expect(answer.split("\r\n")[0]).toBe("HTTP/1.1 200 OK");
    expect(answer).toContain('"access"');

    expect(await exited(child)).toBe(0);
    expect(server.output().split('"msg":"stopped"').length - 1).toBe(2);
  }, 120_000);

  // The database plays no part in the cut: the SQLite pass is enough (CI time).
  it.skipIf(TEST_ENGINE === "postgres")(
    "cuts a request still unfinished when SHUTDOWN_GRACE_MS is over, and still exits 0",
    async () => {
      const server = await startServer({ DEMO_DATA: "false", OUTBOX_WORKER: "false", SHUTDOWN_GRACE_MS: "1000" });
      // A body that never arrives in full: the request stays in flight until the grace period ends.
      const stuck = heldRequest(
        server.port,
        "POST",
        "/api/auth/login",
        JSON.stringify({ username: "a", password: "b" }),
      );
      await stuck.start();
      server.child.kill("SIGTERM");
      expect(await exited(server.child)).toBe(0);
      // The connection was closed without an answer.
      expect(await stuck.closed).toBe("");
      expect(server.output()).toContain("shutdown grace period over");
    },
    120_000,
  );
});
