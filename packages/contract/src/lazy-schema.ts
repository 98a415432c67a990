import type { z } from "zod";

/**
 * Zod builds a schema when its line runs: loading the contract built every schema of every module
 * the web app imports, on a phone at start-up, most of them for pages it never opens (~40% of the
 * signed-in overview's blocking time, decision 128). The web app sets this flag before the
 * contract loads (web/src/shared/zod/settings.ts); then each schema of the contract is built the
 * first time it is used, and the schemas it is made of when it needs them.
 *
 * Anywhere else (the server, its tests, the scripts) the flag is not set and `lazySchema` builds
 * the schema at once: the server reads every schema at start-up anyway (routes, OpenAPI), and its
 * hot paths see the schema itself, not a stand-in.
 */
const settings = globalThis as { __gkf_lazySchemas?: boolean };

/**
 * The schema `build` returns, built on first use when the web app asked for it: a stand-in that
 * hands every operation (a property, a method, `in`, `instanceof`) to the schema, built then.
 */
export function lazySchema<T extends z.ZodType>(build: () => T): T {
  if (!settings.__gkf_lazySchemas) return build();
  let built: T | undefined;
  const schema = (): T => {
    built ??= build();
    return built;
  };
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(schema(), key),
    set: (_target, key, value) => Reflect.set(schema(), key, value),
    has: (_target, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      // The stand-in's own target has no such property: it may only be reported as configurable.
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_target, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_target, key) => Reflect.deleteProperty(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
