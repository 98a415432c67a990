import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { LocalDiskStorage } from "./file-storage.js";

const rootDir = await fs.mkdtemp(path.join(os.tmpdir(), "gkf-storage-"));
const storage = new LocalDiskStorage(path.join(rootDir, "files"));

afterAll(() => fs.rm(rootDir, { recursive: true, force: true }));

describe("LocalDiskStorage", () => {
  it("writes, reads and removes by key, readable by the server's user only", async () => {
    await storage.put("2026/11/abc", Buffer.from("hello"));
    expect((await storage.read("2026/11/abc")).toString()).toBe("hello");
    const file = path.join(rootDir, "files", "2026", "11", "abc");
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    expect(await fs.readdir(path.dirname(file))).toEqual(["abc"]);

    await storage.put("2026/11/abc", Buffer.from("replaced"));
    expect((await storage.read("2026/11/abc")).toString()).toBe("replaced");
    await storage.remove("2026/11/abc");
    await storage.remove("2026/11/abc");
    await expect(storage.read("2026/11/abc")).rejects.toThrow();
  });

  it("refuses keys that could leave its root", async () => {
    for (const key of ["../outside", "2026/../../outside", "/etc/passwd", "a//b", ".hidden", "a\\b", "", "a/"]) {
      await expect(storage.put(key, Buffer.from("x"))).rejects.toThrow(/storage key/i);
      await expect(storage.read(key)).rejects.toThrow(/storage key/i);
      await expect(storage.remove(key)).rejects.toThrow(/storage key/i);
    }
    expect(await fs.readdir(rootDir)).toEqual(["files"]);
  });
});
