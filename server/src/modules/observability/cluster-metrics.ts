import cluster, { type Worker } from "node:cluster";
import { randomUUID } from "node:crypto";

/**
 * Several processes on one port (node:cluster, WEB_CONCURRENCY): a scrape lands on any one of
 * them, so the process that gets it asks the primary, which asks every process for its own
 * figures; the answer holds each process's series under a `worker` label (decision 108). Without
 * a cluster (WEB_CONCURRENCY=1, tests) a process answers with its own figures.
 */
const REQUEST = "gkf:metrics:request";
const COLLECT = "gkf:metrics:collect";
const PART = "gkf:metrics:part";
const RESPONSE = "gkf:metrics:response";
/** A process that does not answer in time is left out of that scrape. */
const COLLECT_TIMEOUT_MS = 1_500;

interface Part {
  worker: number;
  text: string;
}
type Message = { type?: string; id?: string; text?: string; parts?: Part[] } | null | undefined;

/** Primary: gathers every process's figures for the one that was scraped. */
export function serveClusterMetrics(): void {
  const pending = new Map<string, { parts: Part[]; expected: number; requester: Worker; timer: NodeJS.Timeout }>();
  const finish = (id: string) => {
    const entry = pending.get(id);
    if (!entry) return;
    pending.delete(id);
    clearTimeout(entry.timer);
    if (entry.requester.isConnected()) entry.requester.send({ type: RESPONSE, id, parts: entry.parts });
  };
  cluster.on("message", (worker: Worker, message: Message) => {
    if (message?.type === REQUEST && typeof message.id === "string") {
      const id = message.id;
      const workers = Object.values(cluster.workers ?? {}).filter((each): each is Worker => !!each?.isConnected());
      pending.set(id, {
        parts: [],
        expected: workers.length,
        requester: worker,
        timer: setTimeout(() => finish(id), COLLECT_TIMEOUT_MS),
      });
      for (const each of workers) each.send({ type: COLLECT, id });
    } else if (message?.type === PART && typeof message.id === "string") {
      const entry = pending.get(message.id);
      if (!entry) return;
      entry.parts.push({ worker: worker.id, text: message.text ?? "" });
      if (entry.parts.length >= entry.expected) finish(message.id);
    }
  });
}

/** A cluster's worker: answers the primary's collect with this process's own figures. */
export function answerClusterCollects(render: () => Promise<string>): void {
  if (!cluster.isWorker) return;
  process.on("message", (message: Message) => {
    if (message?.type !== COLLECT) return;
    void render().then((text) => process.send?.({ type: PART, id: message.id, text }));
  });
}

/** Every process's figures when in a cluster (each under its `worker` label), else this process's. */
export async function collectFromCluster(render: () => Promise<string>): Promise<string> {
  if (!cluster.isWorker || !process.send) return render();
  const id = randomUUID();
  const parts = await new Promise<Part[] | null>((resolve) => {
    const onMessage = (message: Message) => {
      if (message?.type !== RESPONSE || message.id !== id) return;
      done(message.parts ?? null);
    };
    const timer = setTimeout(() => done(null), COLLECT_TIMEOUT_MS + 500);
    const done = (value: Part[] | null) => {
      clearTimeout(timer);
      process.off("message", onMessage);
      resolve(value);
    };
    process.on("message", onMessage);
    process.send?.({ type: REQUEST, id });
  });
  const own = cluster.worker?.id ?? 0;
  return mergeProcessTexts(parts && parts.length > 0 ? parts : [{ worker: own, text: await render() }]);
}

/**
 * Merges processes' Prometheus texts: each metric family's HELP and TYPE once, then its samples
 * from every process, each with `worker="<id>"` added (a family's samples must be together).
 */
export function mergeProcessTexts(parts: Part[]): string {
  const families = new Map<string, { meta: string[]; samples: string[] }>();
  for (const part of [...parts].sort((a, b) => a.worker - b.worker)) {
    let current: { meta: string[]; samples: string[] } | undefined;
    for (const line of part.text.split("\n")) {
      if (line === "") continue;
      const meta = /^# (HELP|TYPE) (\S+)/.exec(line);
      if (meta) {
        const name = meta[2] as string;
        current = families.get(name);
        if (!current) {
          current = { meta: [], samples: [] };
          families.set(name, current);
        }
        if (!current.meta.some((known) => known.startsWith(`# ${meta[1]} `))) current.meta.push(line);
        continue;
      }
      if (line.startsWith("#") || !current) continue;
      const brace = line.indexOf("{");
      const space = line.indexOf(" ");
      const label = `worker="${part.worker}"`;
      current.samples.push(
        brace !== -1 && brace < space
          ? `${line.slice(0, brace + 1)}${label}${line[brace + 1] === "}" ? "" : ","}${line.slice(brace + 1)}`
          : `${line.slice(0, space)}{${label}}${line.slice(space)}`,
      );
    }
  }
  return `${[...families.values()].flatMap((family) => [...family.meta, ...family.samples]).join("\n")}\n`;
}
