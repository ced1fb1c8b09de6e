import { Blockquote } from '@tiptap/extension-blockquote';
import { Bold } from '@tiptap/extension-bold';
import { Code } from '@tiptap/extension-code';
import { CodeBlock } from '@tiptap/extension-code-block';
import { Document } from '@tiptap/extension-document';
import { HardBreak } from '@tiptap/extension-hard-break';
import { Heading } from '@tiptap/extension-heading';
import { HorizontalRule } from '@tiptap/extension-horizontal-rule';
import { Italic } from '@tiptap/extension-italic';
import { BulletList, ListItem, ListKeymap, OrderedList } from '@tiptap/extension-list';
import { Paragraph } from '@tiptap/extension-paragraph';
import { Strike } from '@tiptap/extension-strike';
import { Text } from '@tiptap/extension-text';
import { Underline } from '@tiptap/extension-underline';
import { Dropcursor, Gapcursor, TrailingNode, UndoRedo } from '@tiptap/extensions';

/**
 * What the editor understands: TipTap's starter kit without links. The kit builds its link extension only when
 * asked, yet imports it, and with it linkifyjs (17 kB gzip of the editor's 128, issue #27); the console never
 * offered links. Every other node and mark stays, so what an operator wrote with them (a code block, a rule,
 * struck-through text from the kit's shortcuts) still loads and saves as it was.
 */
export const EDITOR_EXTENSIONS = [
  Document, Paragraph, Text, HardBreak, Heading, Blockquote, CodeBlock, HorizontalRule,
  BulletList, OrderedList, ListItem, ListKeymap,
  Bold, Italic, Strike, Underline, Code,
  Dropcursor, Gapcursor, TrailingNode, UndoRedo,
];
