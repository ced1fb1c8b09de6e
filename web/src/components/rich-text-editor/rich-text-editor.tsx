import { useEffect } from 'react';
import { Button, Space, Tooltip } from 'antd';
import { BoldOutlined, ItalicOutlined, OrderedListOutlined, UnorderedListOutlined, UndoOutlined, RedoOutlined } from '@ant-design/icons';
import { EditorContent, useEditor } from '@tiptap/react';
import { useTranslation } from 'react-i18next';
import { EDITOR_EXTENSIONS } from './extensions.ts';
import './rich-text-editor.css';

export interface Placeholder {
  /** Inserted text, e.g. {{start}}. */
  token: string;
  label: string;
}

interface Props {
  /** HTML; the editor's empty document is "". */
  value?: string;
  onChange?: (html: string) => void;
  /** Buttons that insert these tokens at the cursor. */
  placeholders?: readonly Placeholder[];
  id?: string;
  'aria-label'?: string;
  status?: 'error' | '';
}

/**
 * Rich-text editor (spec 1 §2) on TipTap's starter kit without links (extensions.ts): paragraphs, headings, bold,
 * italic, lists, quotes. It writes HTML; what is stored is sanitized by the service and what is previewed by DOMPurify.
 */
export function RichTextEditor({ value = '', onChange, placeholders = [], id, status, ...rest }: Props) {
  const { t } = useTranslation('richText');
  const editor = useEditor({
    // Created once mounted, never during render: TipTap destroys an editor made in a render that has not committed
    // within 1 ms, and React may pause a render longer than that (a form suspending for its texts, time slicing), so
    // the committed component held a destroyed editor and reading its HTML threw "reading 'cached'" (issue #25).
    immediatelyRender: false,
    extensions: EDITOR_EXTENSIONS,
    content: value,
    editorProps: { attributes: { 'aria-label': rest['aria-label'] ?? t('body'), role: 'textbox', 'aria-multiline': 'true', ...(id ? { id } : {}) } },
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
  });
  // A value set from outside (a form reset, Update filling the form) replaces the document.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const mark = (name: string, run: () => void, icon: React.ReactNode, active: boolean) => (
    <Tooltip title={t(name)} key={name}>
      <Button size="small" type={active ? 'primary' : 'default'} icon={icon} aria-label={t(name)} aria-pressed={active}
        onMouseDown={(e) => e.preventDefault()} onClick={run} />
    </Tooltip>
  );

  return (
    <div className={`rich-text-editor${status === 'error' ? ' rich-text-editor-error' : ''}`}>
      {editor && (
        <Space wrap size={4} className="rich-text-toolbar">
          {mark('bold', () => editor.chain().focus().toggleBold().run(), <BoldOutlined />, editor.isActive('bold'))}
          {mark('italic', () => editor.chain().focus().toggleItalic().run(), <ItalicOutlined />, editor.isActive('italic'))}
          {mark('bulletList', () => editor.chain().focus().toggleBulletList().run(), <UnorderedListOutlined />, editor.isActive('bulletList'))}
          {mark('orderedList', () => editor.chain().focus().toggleOrderedList().run(), <OrderedListOutlined />, editor.isActive('orderedList'))}
          {mark('undo', () => editor.chain().focus().undo().run(), <UndoOutlined />, false)}
          {mark('redo', () => editor.chain().focus().redo().run(), <RedoOutlined />, false)}
          {placeholders.map((p) => (
            <Button key={p.token} size="small" onMouseDown={(e) => e.preventDefault()}
              onClick={() => editor.chain().focus().insertContent(p.token).run()}>
              {t('insert', { name: p.label })}
            </Button>
          ))}
        </Space>
      )}
      <EditorContent editor={editor} className="rich-text-content" />
    </div>
  );
}
