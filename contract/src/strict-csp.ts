import { z } from 'zod';

/**
 * Zod validates faster by compiling schemas with `new Function`, which the console's Content-Security-Policy
 * forbids; its probe for that is caught, but the browser still reports a violation on every page. The console
 * calls this before it parses anything, so zod never tries (docs/architecture.md, "Security headers").
 */
export function validateWithoutCompiledCode(): void {
  z.config({ jitless: true });
}
