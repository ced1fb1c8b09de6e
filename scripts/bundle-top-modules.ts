/**
 * Lists the heaviest modules (gzip, grouped by npm package or by source folder) a route loads, from the
 * analyser's raw data. Run after `ANALYZE=1 npm run build` (web/dist-stats/stats.json, issue #27):
 *   npx tsx scripts/bundle-top-modules.ts [page module …]   e.g. src/features/sign-in/sign-in-page.tsx
 * Without arguments: the entry alone (what every route loads first).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { routeFiles, type Manifest } from './bundle-budgets.ts';

interface Stats {
  nodeParts: Record<string, { gzipLength: number; metaUid: string }>;
  nodeMetas: Record<string, { id: string; moduleParts: Record<string, string> }>;
}
const web = path.resolve(import.meta.dirname, '../web');
const manifest = JSON.parse(readFileSync(path.join(web, 'dist/.vite/manifest.json'), 'utf8')) as Manifest;
const stats = JSON.parse(readFileSync(path.join(web, 'dist-stats/stats.json'), 'utf8')) as Stats;

/** "antd", "@ant-design/icons", or the source folder such as "web/src/features/sign-in". */
function group(id: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id.split('node_modules').length > 2 ? id.slice(id.lastIndexOf('node_modules')) : id);
  if (pkg) return pkg[1];
  return path.dirname(id.replace(/^.*?\/(web|contract)\//, '$1/'));
}

const files = routeFiles(manifest, process.argv.slice(2));
const weights = new Map<string, number>();
for (const meta of Object.values(stats.nodeMetas)) {
  for (const [bundle, part] of Object.entries(meta.moduleParts)) {
    if (!files.has(bundle)) continue;
    const key = group(meta.id);
    weights.set(key, (weights.get(key) ?? 0) + stats.nodeParts[part].gzipLength);
  }
}
const rows = [...weights].sort((a, b) => b[1] - a[1]);
const total = rows.reduce((sum, [, w]) => sum + w, 0);
console.log(`${(total / 1000).toFixed(1)} kB gzip (per module, before chunk compression) in ${files.size} files`);
for (const [name, w] of rows.slice(0, 25)) console.log(`${(w / 1000).toFixed(1).padStart(7)} kB  ${name}`);
