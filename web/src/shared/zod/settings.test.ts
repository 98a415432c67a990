import { describe, expect, it, vi } from "vitest";

describe("Zod without eval", () => {
  it("is jitless before Zod loads, so no object schema probes or uses new Function", async () => {
    vi.resetModules();
    await import("./jitless");
    const functionSpy = vi.spyOn(globalThis, "Function");
    const { z } = await import("zod");
    expect(z.config().jitless).toBe(true);
    const schema = z.object({ name: z.string(), age: z.number() });
    expect(schema.parse({ name: "Ama", age: 12 })).toEqual({ name: "Ama", age: 12 });
    expect(functionSpy).not.toHaveBeenCalled();
  });

  it("is the first import of the web app's entry", async () => {
    const { default: entry } = await import("../../main.tsx?raw");
    expect(entry.split("\n").find((line) => line.startsWith("import "))).toBe('import "./shared/zod/jitless";');
  });
});
