import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { consoleContractFiles, consoleDir, loadsZod } from './generate-console-contract.ts';

describe("the console's contract (contract/src/console/)", () => {
  it('is what the definitions generate: run `npm run contract:generate` after changing an endpoint module', async () => {
    const expected = await consoleContractFiles();
    expect(readdirSync(consoleDir).sort()).toEqual([...expected.keys()].sort());
    for (const [name, text] of expected) expect(readFileSync(path.join(consoleDir, name), 'utf8'), name).toBe(text);
  });

  it('loads no zod, while the full contract does', () => {
    const src = path.join(consoleDir, '..');
    expect(loadsZod(path.join(src, 'console.ts'))).toBe(false);
    expect(loadsZod(path.join(src, 'index.ts'))).toBe(true);
  });
});
