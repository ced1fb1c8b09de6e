export { RichTextEditor, type Placeholder } from './rich-text-editor.tsx';
export { sanitizedPreview } from './preview.ts';
