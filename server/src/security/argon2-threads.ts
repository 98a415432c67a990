import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

/**
 * argon2id on threads of its own (decision 130): each runs one computation at a time with
 * @node-rs/argon2's synchronous calls, so a process computes on the same few threads every time
 * instead of on whichever of libuv's four pool threads is free.
 *
 * Why: on libuv's pool the computations of a busy process moved from thread to thread (each of
 * its four threads computed one time in four), and measured on sign-ins a verification cost
 * 11–15% more CPU than in the bench's baseline, whose threads compute back to back; with one pool
 * thread the difference went away. Both page-fault and zero the library's 19 MiB (it allocates
 * through mimalloc); why the rotation costs more is not pinned down (decision 130), only that
 * threads computing back to back do not pay it. And libuv's pool stays free for what else runs
 * on it (files, zlib, DNS), which no longer waits behind passwords.
 */

export type Argon2Job =
  | { op: "hash"; password: string; options: Readonly<Record<string, number>> }
  | { op: "verify"; hash: string; password: string };

type Answer = { ok: true; value: unknown } | { ok: false; message: string };

interface Pending {
  job: Argon2Job;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/** The module by path, so that the thread needs neither this file's loader nor its folder. */
const ARGON2_MODULE = createRequire(import.meta.url).resolve("@node-rs/argon2");

/** A thread's whole program (plain CommonJS: it runs without the TypeScript loader). */
const THREAD_SOURCE = `
const { parentPort } = require("node:worker_threads");
const argon2 = require(${JSON.stringify(ARGON2_MODULE)});
parentPort.on("message", (job) => {
  let answer;
  try {
    const value = job.op === "hash" ? argon2.hashSync(job.password, job.options) : argon2.verifySync(job.hash, job.password);
    answer = { ok: true, value };
  } catch (error) {
    answer = { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  parentPort.postMessage(answer);
});
`;

class Argon2Thread {
  private readonly worker: Worker;
  current: Pending | undefined;

  constructor(
    private readonly done: (thread: Argon2Thread) => void,
    private readonly died: (thread: Argon2Thread) => void,
  ) {
    this.worker = new Worker(THREAD_SOURCE, { eval: true, execArgv: [], stdout: false, stderr: false });
    // An idle thread never keeps the process alive; one with a computation does (ref in start).
    this.worker.unref();
    this.worker.on("message", (answer: Answer) => this.answered(answer));
    this.worker.on("error", (error) => this.fail(error));
    this.worker.on("exit", (code) => this.fail(new Error(`argon2id's thread stopped (exit code ${code})`)));
  }

  start(pending: Pending): void {
    this.current = pending;
    this.worker.ref();
    this.worker.postMessage(pending.job);
  }

  stop(): void {
    this.worker.removeAllListeners("exit");
    void this.worker.terminate();
  }

  private answered(answer: Answer): void {
    const pending = this.current;
    this.current = undefined;
    this.worker.unref();
    if (pending) {
      if (answer.ok) pending.resolve(answer.value);
      else pending.reject(new Error(answer.message));
    }
    this.done(this);
  }

  private fail(error: Error): void {
    const pending = this.current;
    this.current = undefined;
    pending?.reject(error);
    this.died(this);
  }
}

/**
 * At most `size` computations at once, on as many threads (started when first needed); the rest
 * wait their turn in order. The thread used last is used next, its memory still in place.
 */
export class Argon2Threads {
  private readonly threads = new Set<Argon2Thread>();
  private readonly idle: Argon2Thread[] = [];
  private readonly waiting: Pending[] = [];

  constructor(private size: number) {}

  run(job: Argon2Job): Promise<unknown> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ job, resolve, reject });
      this.dispatch();
    });
  }

  resize(size: number): void {
    this.size = size;
    while (this.threads.size > this.size && this.idle.length > 0) this.retire(this.idle.shift() as Argon2Thread);
    this.dispatch();
  }

  /** Stops the threads with nothing to do (they start again when needed): a process done hashing. */
  release(): void {
    for (const thread of this.idle.splice(0)) this.retire(thread);
  }

  load(): { running: number; waiting: number; slots: number } {
    return { running: this.threads.size - this.idle.length, waiting: this.waiting.length, slots: this.size };
  }

  private dispatch(): void {
    while (this.waiting.length > 0) {
      const thread = this.idle.pop() ?? (this.threads.size < this.size ? this.spawn() : undefined);
      if (!thread) return;
      thread.start(this.waiting.shift() as Pending);
    }
  }

  private spawn(): Argon2Thread {
    const thread = new Argon2Thread(
      (finished) => {
        if (this.threads.size > this.size) this.retire(finished);
        else this.idle.push(finished);
        this.dispatch();
      },
      (dead) => {
        this.threads.delete(dead);
        const at = this.idle.indexOf(dead);
        if (at >= 0) this.idle.splice(at, 1);
        this.dispatch();
      },
    );
    this.threads.add(thread);
    return thread;
  }

  private retire(thread: Argon2Thread): void {
    this.threads.delete(thread);
    thread.stop();
  }
}
