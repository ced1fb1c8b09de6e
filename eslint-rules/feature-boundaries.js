// Keeps the console's features apart (as bulletproof-react does with import/no-restricted-paths): a file in
// web/src/features/<x>/ imports only its own feature and shared code (components, api, lib, i18n). What two
// features both need moves to shared code; a page made of several features is composed in web/src/app/.
import path from 'node:path';

/** The feature a file belongs to, or null when it is not under web/src/features/. */
function featureOf(file) {
  const parts = path.resolve(file).split(path.sep);
  for (let at = parts.length - 4; at >= 0; at -= 1) {
    if (parts[at] === 'web' && parts[at + 1] === 'src' && parts[at + 2] === 'features') return parts[at + 3] ?? null;
  }
  return null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'a feature imports only its own files and shared code, never another feature' },
    messages: {
      otherFeature: 'The {{from}} feature imports from the {{to}} feature: move what both need to web/src/components/ (or lib/, api/), or compose the page in web/src/app/.',
    },
    schema: [],
  },
  create(context) {
    const here = featureOf(context.filename);
    if (!here) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const there = featureOf(path.resolve(path.dirname(context.filename), source));
      if (there && there !== here) context.report({ node, messageId: 'otherFeature', data: { from: here, to: there } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
