/**
 * Zod without `new Function`: imported first by main.tsx, before any schema exists. Zod 4 compiles
 * object parsers with `new Function` and, to learn whether it may, tries one at the first
 * z.object(); under our CSP (no 'unsafe-eval') that try is a reported `securitypolicyviolation`
 * in the console even though Zod catches it. With `jitless` it neither compiles nor tries.
 *
 * This is `z.config({ jitless: true })` without importing Zod into the first load (the login page
 * has no Zod and 0.2 KB of budget left): Zod keeps its settings in this global object and reads
 * it when its module loads. jitless.test.ts checks that against the installed Zod.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;

export {};
