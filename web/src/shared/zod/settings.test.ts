import { describe, expect, it, vi } from "vitest";

describe("Zod's settings for the web app", () => {
  it("is jitless before Zod loads, so no object schema probes or uses new Function", async () => {
    vi.resetModules();
    await import("./settings");
    const functionSpy = vi.spyOn(globalThis, "Function");
    const { z } = await import("zod");
    expect(z.config().jitless).toBe(true);
    const schema = z.object({ name: z.string(), age: z.number() });
    expect(schema.parse({ name: "Ama", age: 12 })).toEqual({ name: "Ama", age: 12 });
    expect(functionSpy).not.toHaveBeenCalled();
  });

  it("asks the contract for schemas built on first use, which parse as the schemas themselves", async () => {
    vi.resetModules();
    await import("./settings");
    // The contract reads this when it loads (its own test shows what the flag does: lazy-schema.test.ts).
    expect((globalThis as { __gkf_lazySchemas?: boolean }).__gkf_lazySchemas).toBe(true);
    const { ProfileSchema } = await import("@gkf/contract");
    expect(ProfileSchema.safeParse({}).success).toBe(false);
    expect(ProfileSchema.shape.first_name.safeParse("Ama").success).toBe(true);
  });

  it("is the first import of the web app's entry", async () => {
    const { default: entry } = await import("../../main.tsx?raw");
    expect(entry.split("\n").find((line) => line.startsWith("import "))).toBe('import "./shared/zod/settings";');
  });
});
