export { RichTextEditor, type Placeholder } from './rich-text-editor.tsx';
export { SanitizedHtml } from './sanitized-html.tsx';
export { hasVisibleText } from './visible-text.ts';
