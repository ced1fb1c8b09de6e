// Keeps the console's screens apart (docs/architecture.md, "Console layout"): a file of web/src/features/<name>/
// imports only its own feature's files and shared code (components, api, lib, i18n). What two screens share
// moves to components/ or lib/; a page made of several screens' parts is one feature. Like bulletproof-react's
// import/no-restricted-paths between features, without the plugin.
import path from 'node:path';

/** The feature a file belongs to, or null outside web/src/features/. */
function featureOf(file) {
  const parts = path.resolve(file).split(path.sep);
  const at = parts.lastIndexOf('features');
  if (at < 2 || parts[at - 1] !== 'src' || parts[at - 2] !== 'web' || parts.length < at + 3) return null;
  return parts[at + 1];
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'a console feature imports no other feature' },
    messages: {
      otherFeature: 'The {{from}} feature imports from the {{to}} feature: move what both need to components/ or lib/.',
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
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
    };
  },
};
