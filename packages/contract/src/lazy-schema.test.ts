import { types } from "node:util";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { lazySchema } from "./lazy-schema.js";

const settings = globalThis as { __gkf_lazySchemas?: boolean };
afterEach(() => {
  delete settings.__gkf_lazySchemas;
});

describe("lazySchema", () => {
  it("builds at once, and hands back the schema itself, where the web app has not asked for laziness", () => {
    const built = z.string();
    const build = vi.fn(() => built);
    expect(lazySchema(build)).toBe(built);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it("in the web app, builds on first use, once, and behaves as the schema in every way Zod uses one", () => {
    settings.__gkf_lazySchemas = true;
    const buildName = vi.fn(() => z.string().trim().min(2));
    const Name = lazySchema(buildName);
    const buildPerson = vi.fn(() => z.strictObject({ name: Name, kind: z.literal("person") }));
    const Person = lazySchema(buildPerson);
    const Club = lazySchema(() => z.strictObject({ kind: z.literal("club"), members: z.array(Person) }));
    expect(types.isProxy(Person)).toBe(true);
    expect(buildName).not.toHaveBeenCalled();
    expect(buildPerson).not.toHaveBeenCalled();

    // Parsing, and parsing again: built once; the inner schema when the outer one needs it.
    expect(Person.parse({ name: " Ama ", kind: "person" })).toEqual({ name: "Ama", kind: "person" });
    expect(Person.safeParse({ name: "A", kind: "person" }).success).toBe(false);
    expect(buildPerson).toHaveBeenCalledTimes(1);
    expect(buildName).toHaveBeenCalledTimes(1);

    // What schemas are made of and asked: instanceof, `in`, shape, methods that make new schemas.
    expect(Person).toBeInstanceOf(z.ZodObject);
    expect("_zod" in Person).toBe(true);
    expect(Object.keys(Person.shape)).toEqual(["name", "kind"]);
    expect(Person.extend({ age: z.number() }).parse({ name: "Kofi", kind: "person", age: 9 })).toEqual({
      name: "Kofi",
      kind: "person",
      age: 9,
    });
    expect(Person.pick({ name: true }).parse({ name: "Kofi" })).toEqual({ name: "Kofi" });
    expect(Name.optional().parse(undefined)).toBeUndefined();
    const Either = z.discriminatedUnion("kind", [Person, Club]);
    expect(Either.parse({ kind: "club", members: [{ name: "Esi", kind: "person" }] })).toEqual({
      kind: "club",
      members: [{ name: "Esi", kind: "person" }],
    });
    expect(z.toJSONSchema(Person)).toMatchObject({ type: "object", required: ["name", "kind"] });
    // Zod's own errors name the same paths.
    const failed = Either.safeParse({ kind: "club", members: [{ name: "E", kind: "person" }] });
    expect(failed.success ? [] : failed.error.issues.map((issue) => issue.path)).toEqual([["members", 0, "name"]]);
  });
});
