import fs from "node:fs";
import path from "node:path";
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

describe("the contract's schemas", () => {
  it("are all made with lazySchema, so the web app builds none it does not use", () => {
    const root = path.dirname(new URL(import.meta.url).pathname);
    const files = (dir: string): string[] =>
      fs
        .readdirSync(dir, { withFileTypes: true })
        .flatMap((entry) => (entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
    // A top-level schema made at once: Zod's builders, the contract's own, or a schema's methods.
    const eager =
      /^(export )?const [A-Za-z0-9_]+(: [^=]+)? = (z\.|z$|listOf\(|pageOf\(|fileAnswer\(|[A-Z][A-Za-z0-9]*Schema\.)/;
    const found = files(root)
      .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
      .flatMap((file) =>
        fs
          .readFileSync(file, "utf8")
          .split("\n")
          .filter((line) => eager.test(line))
          .map((line) => `${path.relative(root, file)}: ${line}`),
      );
    expect(found).toEqual([]);
  });
});
