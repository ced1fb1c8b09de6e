// Keeps each service's areas apart (server/README.md, "Adding an area"): an area imports only its
// own files, its service's shared kernel (`shared/`), and code outside the services (core, db, storage,
// mail, config, the contract). A region never imports the account service, nor the other way round.
import path from 'node:path';

const SERVICES = ['account', 'region'];
/** Folders of a service that are not areas: the shared kernel, and start-up code (seeding). */
const KERNEL = new Set(['shared']);
const STARTUP = new Set(['demo', 'bootstrap']);

/** Where a file sits: its service and its area (undefined for files at the service's top level). */
function placeOf(file) {
  const parts = path.relative(process.cwd(), file).split(path.sep);
  const at = parts.indexOf('src');
  if (parts[at - 1] !== 'server' || !SERVICES.includes(parts[at + 1])) return null;
  const rest = parts.slice(at + 2);
  return { service: parts[at + 1], area: rest.length > 1 ? rest[0] : undefined };
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'areas import only their own files and their service\'s shared kernel' },
    messages: {
      otherArea: 'The {{from}} area imports from the {{to}} area: move what both need to {{service}}/shared/.',
      otherService: 'The {{from}} service imports from the {{to}} service: services talk over HTTP (contract internal endpoints).',
      kernelIntoArea: '{{service}}/shared/ imports from the {{to}} area: the kernel must not depend on an area.',
    },
    schema: [],
  },
  create(context) {
    const here = placeOf(context.filename);
    if (!here) return {};
    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        if (typeof source !== 'string' || !source.startsWith('.')) return;
        const there = placeOf(path.resolve(path.dirname(context.filename), source));
        if (!there) return;
        if (there.service !== here.service) {
          context.report({ node, messageId: 'otherService', data: { from: here.service, to: there.service } });
          return;
        }
        if (!there.area || there.area === here.area || KERNEL.has(there.area)) return;
        if (here.area && KERNEL.has(here.area)) {
          context.report({ node, messageId: 'kernelIntoArea', data: { service: here.service, to: there.area } });
        } else if (here.area && !STARTUP.has(there.area)) {
          context.report({ node, messageId: 'otherArea', data: { from: here.area, to: there.area, service: here.service } });
        }
      },
    };
  },
};
