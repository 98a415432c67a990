import { describe, expect, it, vi } from "vitest";
import {
  createRollCallQueue,
  flushRollCall,
  type QueuedMark,
  ROLL_CALL_QUEUE_KEY,
  type SendMarks,
} from "./roll-call-queue";

function queueWithIds() {
  let next = 0;
  return createRollCallQueue({
    storage: window.localStorage,
    newId: () => `client-${String(++next).padStart(4, "0")}`,
    now: () => new Date("2026-11-22T17:05:00Z"),
  });
}

const mark = (member: string, status: QueuedMark["status"] = "PRESENT", session_id = "s1") => ({
  dojo_id: "d1",
  session_id,
  member,
  status,
});

class Offline extends Error {}
const retryOffline = (error: unknown) => error instanceof Offline;

describe("the roll call queue on the device", () => {
  it("keeps every tap with its own client id, in storage, until the server has it", () => {
    const queue = queueWithIds();
    queue.mark([mark("m1"), mark("m2")]);
    expect(queue.all().map((entry) => [entry.member, entry.client_id])).toEqual([
      ["m1", "client-0001"],
      ["m2", "client-0002"],
    ]);
    // Another page (or a reload) reads the same queue.
    expect(JSON.parse(window.localStorage.getItem(ROLL_CALL_QUEUE_KEY) ?? "[]")).toHaveLength(2);
    expect(createRollCallQueue({ storage: window.localStorage }).all()).toHaveLength(2);
  });

  it("keeps only the last tap for a student of a session", () => {
    const queue = queueWithIds();
    queue.mark([mark("m1", "PRESENT"), mark("m1", "ABSENT", "s2")]);
    queue.mark([mark("m1", "LATE")]);
    expect(queue.all().map((entry) => [entry.session_id, entry.status])).toEqual([
      ["s2", "ABSENT"],
      ["s1", "LATE"],
    ]);
  });

  it("offline, nothing leaves the queue; back online, each entry is sent once and leaves", async () => {
    const queue = queueWithIds();
    queue.mark([mark("m1"), mark("m2", "LATE"), mark("m3", "EXCUSED", "s2")]);
    const offline = vi.fn(async () => {
      throw new Offline();
    });
    expect(await flushRollCall(queue, offline, retryOffline)).toEqual({ sent: 0, refused: 0, waiting: 3 });
    // The first session failed for want of a connection: the second is not even tried.
    expect(offline).toHaveBeenCalledTimes(1);
    expect(queue.all()).toHaveLength(3);

    const online = vi.fn<SendMarks>(async () => {});
    expect(await flushRollCall(queue, online, retryOffline)).toEqual({ sent: 3, refused: 0, waiting: 0 });
    expect(online.mock.calls.map(([dojo, session, marks]) => [dojo, session, marks.map((m) => m.client_id)])).toEqual([
      ["d1", "s1", ["client-0001", "client-0002"]],
      ["d1", "s2", ["client-0003"]],
    ]);
    expect(queue.all()).toEqual([]);
    // Nothing left: a second flush sends nothing again.
    await flushRollCall(queue, online, retryOffline);
    expect(online).toHaveBeenCalledTimes(2);
  });

  it("a lost answer sends the same client ids again (the server records them once)", async () => {
    const queue = queueWithIds();
    queue.mark([mark("m1")]);
    const lostAnswer = vi.fn(async () => {
      throw new Offline();
    });
    await flushRollCall(queue, lostAnswer, retryOffline);
    const sent: string[] = [];
    await flushRollCall(
      queue,
      async (_dojo, _session, marks) => {
        sent.push(...marks.map((entry) => entry.client_id));
      },
      retryOffline,
    );
    expect(sent).toEqual(["client-0001"]);
  });

  it("a refusal drops the session's entries instead of asking forever", async () => {
    const queue = queueWithIds();
    queue.mark([mark("m1", "PRESENT", "cancelled"), mark("m2", "PRESENT", "open")]);
    const result = await flushRollCall(
      queue,
      async (_dojo, session) => {
        if (session === "cancelled") throw new Error("409 SESSION_CANCELLED");
      },
      retryOffline,
    );
    expect(result).toEqual({ sent: 1, refused: 1, waiting: 0 });
    expect(queue.all()).toEqual([]);
  });

  it("a tap made while its session is being sent stays for the next round", async () => {
    const queue = queueWithIds();
    queue.mark([mark("m1")]);
    await flushRollCall(
      queue,
      async () => {
        queue.mark([mark("m2", "LATE")]);
      },
      retryOffline,
    );
    expect(queue.all().map((entry) => entry.member)).toEqual(["m2"]);
  });

  it("ignores a stored queue it cannot read", () => {
    window.localStorage.setItem(ROLL_CALL_QUEUE_KEY, "{not json");
    expect(queueWithIds().all()).toEqual([]);
    window.localStorage.setItem(ROLL_CALL_QUEUE_KEY, JSON.stringify([{ member: "m1" }]));
    expect(queueWithIds().all()).toEqual([]);
  });
});
