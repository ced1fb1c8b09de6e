/**
 * Zod validates faster by compiling schemas with `new Function`, which the console's Content-Security-Policy
 * forbids; its probe for that is caught, but the browser still reports a violation on every page. The console
 * calls this before it parses anything, so zod never tries (docs/architecture.md, "Security headers").
 *
 * zod keeps its settings on `globalThis.__zod_globalConfig` (the object `z.config()` returns, shared by every
 * copy of zod), so this sets `jitless` there without importing zod: the first load of the console carries no
 * zod code (issue #27). strict-csp.test.ts checks that zod reads it, before and after zod has loaded.
 */
export function validateWithoutCompiledCode(): void {
  const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  (holder.__zod_globalConfig ??= {}).jitless = true;
}
