import { useCallback, useEffect, useRef, useState, type ClipboardEvent, type ReactNode } from 'react';
import { Button, Space, Tooltip } from 'antd';
import { BoldOutlined, ItalicOutlined, OrderedListOutlined, UnorderedListOutlined, UndoOutlined, RedoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { runCommand, toggleStates, TOGGLES, type EditingCommand, type Toggle } from './editing.ts';
import { editorHtml, safeRichText } from './rich-text-html.ts';
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

const NOTHING_PRESSED = Object.fromEntries(TOGGLES.map((name) => [name, false])) as Record<Toggle, boolean>;
/** An empty document: one paragraph, so the first line typed is a paragraph too. */
const EMPTY_DOCUMENT = '<p><br></p>';

const BUTTONS: readonly { command: EditingCommand; label: string; icon: ReactNode }[] = [
  { command: 'bold', label: 'bold', icon: <BoldOutlined /> },
  { command: 'italic', label: 'italic', icon: <ItalicOutlined /> },
  { command: 'insertUnorderedList', label: 'bulletList', icon: <UnorderedListOutlined /> },
  { command: 'insertOrderedList', label: 'orderedList', icon: <OrderedListOutlined /> },
  { command: 'undo', label: 'undo', icon: <UndoOutlined /> },
  { command: 'redo', label: 'redo', icon: <RedoOutlined /> },
];

/**
 * Rich-text editor (spec 1 §2): paragraphs, bold, italic, lists, undo and redo, and buttons inserting placeholders.
 * The browser edits (`contenteditable`, editing.ts); the form receives the HTML the services store, and what the editor
 * is given or pasted goes in as that HTML too (rich-text-html.ts). The service sanitizes what it stores.
 */
export function RichTextEditor({ value = '', onChange, placeholders = [], id, status, ...rest }: Props) {
  const { t } = useTranslation('richText');
  const content = useRef<HTMLDivElement>(null);
  /** The HTML last sent to the form, or shown from it: a value equal to it is the form echoing the editor. */
  const current = useRef<string | null>(null);
  const [pressed, setPressed] = useState(NOTHING_PRESSED);

  // A value set from outside (the stored text arriving, a form reset, Update filling the form) replaces the document.
  useEffect(() => {
    const root = content.current;
    if (!root || value === current.current) return;
    root.innerHTML = value ? safeRichText(value) : EMPTY_DOCUMENT;
    current.current = value;
  }, [value]);

  const followCaret = useCallback(() => {
    if (!content.current) return;
    const next = toggleStates(content.current);
    // Every selection change on the page lands here: draw again only when a button changes.
    setPressed((now) => (TOGGLES.every((name) => now[name] === next[name]) ? now : next));
  }, []);

  const changed = useCallback(() => {
    const root = content.current;
    if (!root) return;
    const html = editorHtml(root);
    followCaret();
    if (html === current.current) return;
    current.current = html;
    onChange?.(html);
  }, [onChange, followCaret]);

  useEffect(() => {
    document.addEventListener('selectionchange', followCaret);
    return () => document.removeEventListener('selectionchange', followCaret);
  }, [followCaret]);

  const run = (command: Parameters<typeof runCommand>[1], text?: string) => {
    if (!content.current) return;
    runCommand(content.current, command, text);
    changed();
  };

  // Pasted markup keeps only what can be stored; plain text is pasted by the browser.
  const paste = (e: ClipboardEvent<HTMLDivElement>) => {
    const html = e.clipboardData.getData('text/html');
    if (!html) return;
    e.preventDefault();
    run('insertHTML', safeRichText(html));
  };

  const keepSelection = (e: React.MouseEvent) => e.preventDefault();
  return (
    <div className={`rich-text-editor${status === 'error' ? ' rich-text-editor-error' : ''}`}>
      <Space wrap size={4} className="rich-text-toolbar">
        {BUTTONS.map(({ command, label, icon }) => {
          const active = command in pressed && pressed[command as Toggle];
          return (
            <Tooltip title={t(label)} key={command}>
              <Button size="small" type={active ? 'primary' : 'default'} icon={icon} aria-label={t(label)} aria-pressed={active}
                onMouseDown={keepSelection} onClick={() => run(command)} />
            </Tooltip>
          );
        })}
        {placeholders.map((p) => (
          <Button key={p.token} size="small" onMouseDown={keepSelection} onClick={() => run('insertText', p.token)}>
            {t('insert', { name: p.label })}
          </Button>
        ))}
      </Space>
      <div ref={content} className="rich-text-content" contentEditable role="textbox" aria-multiline="true"
        aria-label={rest['aria-label'] ?? t('body')} aria-invalid={status === 'error' || undefined} id={id}
        onInput={changed} onPaste={paste} />
    </div>
  );
}
