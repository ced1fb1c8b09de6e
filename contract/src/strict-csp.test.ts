import { execFileSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validateWithoutCompiledCode } from './strict-csp.ts';

describe('validateWithoutCompiledCode', () => {
  afterEach(() => {
    z.config({ jitless: false });
  });

  it('makes an already loaded zod jitless', () => {
    expect(z.config().jitless).not.toBe(true);
    validateWithoutCompiledCode();
    expect(z.config().jitless).toBe(true);
  });

  it('makes zod jitless when called before zod loads (the console: zod comes later, with the API client)', () => {
    const script = `import { validateWithoutCompiledCode } from './src/strict-csp.ts';
validateWithoutCompiledCode();
const { z } = await import('zod');
console.log(z.config().jitless);`;
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: `${import.meta.dirname}/..`, encoding: 'utf8' });
    expect(out.trim()).toBe('true');
  });
});
