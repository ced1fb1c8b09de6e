import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBootScripts, withBootScripts } from './boot-scripts.ts';
import { allowingInlineScripts } from './http-security.ts';

const PAGE = '<head>\n    <script src="/gwn/theme-boot.js"></script>\n  </head>';

function distWith(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gwn-boot-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

describe('boot scripts inline', () => {
  it('puts each script in place by its text, with the hash of exactly that text', async () => {
    const scripts = await readBootScripts(distWith({ 'theme-boot.js': 'a();\n', 'sign-in-boot.js': 'b();' }));
    const page = withBootScripts(PAGE, scripts, { signIn: true });
    expect(page.html).toBe('<head>\n    <script>a();\n</script>\n    <script>b();</script>\n  </head>');
    // echo -n 'a();\n' | openssl dgst -sha256 -binary | base64, and the same for 'b();'
    expect(page.hashes).toEqual(["'sha256-+WSChHudm5wpCSQagnxrPYQLCTKIKepXJrCCQYCpbMY='", "'sha256-9q75f4czX5pM1hYLoMI6KUdfzqgNRmejLvCSdtoLgS0='"]);
    expect(withBootScripts(PAGE, scripts)).toEqual({ html: '<head>\n    <script>a();\n</script>\n  </head>', hashes: [page.hashes[0]] });
  });

  it('leaves as a file a script the build lacks, or one whose text would end its element', async () => {
    const scripts = await readBootScripts(distWith({ 'theme-boot.js': 'x = "</script>";' }));
    expect(withBootScripts(PAGE, scripts, { signIn: true })).toEqual({
      html: '<head>\n    <script src="/gwn/theme-boot.js"></script>\n    <script src="/gwn/sign-in-boot.js"></script>\n  </head>',
      hashes: [],
    });
  });

  it('adds the hashes to script-src only', () => {
    const csp = "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline'";
    expect(allowingInlineScripts(csp, ["'sha256-A'", "'sha256-B'"])).toBe("default-src 'self';script-src 'self' 'sha256-A' 'sha256-B';style-src 'self' 'unsafe-inline'");
    expect(allowingInlineScripts(csp, [])).toBe(csp);
  });
});
