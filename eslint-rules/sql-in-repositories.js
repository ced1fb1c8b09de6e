// SQL lives in repositories (server/README.md, "Adding an area"): only a repository file
// (`repo.ts`, `*-repo.ts`) may import query builders from drizzle-orm or the tables of a schema.
// Outside the areas, the database layer itself, start-up seeding and the search planner's query
// fragments are allowed too. Type-only imports are fine anywhere.
import path from 'node:path';

const ALLOWED_FOLDERS = [
  'server/src/db/', 'server/src/region/demo/', 'server/src/account/bootstrap/', 'server/src/region/bootstrap/', 'server/src/region/shared/search/',
];
/** Each service's wiring names its audit table once (it builds the service's audit writer). */
const WIRING = new Set(['server/src/account/service.ts', 'server/src/region/service.ts']);

const isRepository = (file) => /(^|[-/])repo\.ts$/.test(path.basename(file)) || path.basename(file) === 'repo.ts';
const isSchemaOrDrizzle = (source) => source === 'drizzle-orm' || source.startsWith('drizzle-orm/') || /\/db\/[a-z-]+-schema\.ts$/.test(source);

export default {
  meta: {
    type: 'problem',
    docs: { description: 'SQL only in repositories' },
    messages: { sql: 'SQL belongs in a repository (repo.ts or *-repo.ts): this file imports {{source}}.' },
    schema: [],
  },
  create(context) {
    const file = path.relative(process.cwd(), context.filename).split(path.sep).join('/');
    if (!file.startsWith('server/src/') || file.endsWith('.test.ts') || isRepository(file)) return {};
    if (WIRING.has(file) || ALLOWED_FOLDERS.some((folder) => file.startsWith(folder))) return {};
    return {
      ImportDeclaration(node) {
        if (node.importKind === 'type' || !isSchemaOrDrizzle(node.source.value)) return;
        if (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type')) return;
        context.report({ node, messageId: 'sql', data: { source: node.source.value } });
      },
    };
  },
};
