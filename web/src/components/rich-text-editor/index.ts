export { RichTextEditor } from './lazy-rich-text-editor.tsx';
export type { Placeholder } from './rich-text-editor.tsx';
export { SanitizedHtml } from './sanitized-html.tsx';
export { hasVisibleText } from './visible-text.ts';
