/**
 * Zod's settings for the web app, imported first by main.tsx, before any schema exists. They are
 * set on global objects Zod and the contract read when their modules load, so that this module
 * imports neither into the first load (the login page has no Zod and little budget left).
 *
 * - Zod without `new Function`: Zod 4 compiles object parsers with `new Function` and, to learn
 *   whether it may, tries one at the first z.object(); under our CSP (no 'unsafe-eval') that try
 *   is a reported `securitypolicyviolation` in the console even though Zod catches it. With
 *   `jitless` it neither compiles nor tries. This is `z.config({ jitless: true })`.
 * - The contract's schemas built on first use (packages/contract/src/lazy-schema.ts, decision
 *   128): a phone starting the app builds only the schemas of the calls it makes.
 *
 * settings.test.ts checks both against the installed Zod and the contract.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean }; __gkf_lazySchemas?: boolean };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;
zodGlobal.__gkf_lazySchemas = true;

export {};
