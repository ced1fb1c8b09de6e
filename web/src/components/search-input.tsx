import { useRef, useState, type CSSProperties } from 'react';
import { Button, Flex } from 'antd';
import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { apDevices, LIMITS } from '@gwn/contract/console';
import { classNames } from '../lib/class-names.ts';
import { Text } from './text/text.tsx';
import './search-input.css';

interface Props {
  placeholder?: string;
  /** Called with the trimmed text; with an empty one only when `allowEmpty`. */
  onSearch: (text: string) => void;
  /** The search in force (e.g. from the URL): the box shows it, and follows it when it changes (Back, a link). */
  value?: string;
  /** An optional search: the button works on an empty box and clearing the box searches everything. */
  allowEmpty?: boolean;
  maxLength?: number;
  style?: CSSProperties;
  /**
   * What is wrong with the typed text, said before anything is sent (e.g. how to type a MAC), or null when
   * it can be searched; while it says something the search is not sent.
   */
  check?: (text: string) => string | null;
}

/**
 * A search box; Enter searches too. A required search (the default) keeps its button disabled while the
 * text is empty (spec 1 §2, §5). A native input drawn like antd's Input (search-input.css): antd's Input brought
 * its TextArea along, 14.7 kB gzip on every list with a search box (issue #27).
 */
export function SearchInput({ placeholder, onSearch, value = '', allowEmpty = false, maxLength = LIMITS.searchMax, style, check }: Props) {
  const { t } = useTranslation('common');
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // The search sent from this box, until it comes back as `value`: what was typed since must stay.
  const [sent, setSent] = useState<string | null>(null);
  if (value !== shown) {
    // The search in force changed: from outside (Back, a link), show it (adjusting state while rendering, not in an effect).
    setShown(value);
    if (value !== sent) setText(value);
    setSent(null);
  }
  const trimmed = text.trim();
  const problem = trimmed !== '' && check ? check(trimmed) : null;
  const search = () => {
    if ((trimmed || allowEmpty) && !problem) {
      setSent(trimmed);
      onSearch(trimmed);
    }
  };
  const clear = () => {
    setText('');
    input.current?.focus();
    // Clearing an optional search (a click, not typing) shows everything again.
    if (allowEmpty && value !== '') {
      setSent('');
      onSearch('');
    }
  };
  const box = (
    <div className="search-input" style={style}>
      <span
        className={classNames('search-input-box', problem !== null && 'search-input-error')}
        // A press on the box's padding or its clear button keeps the focus in the text, as antd's Input does.
        onMouseDown={(e) => {
          if (e.target !== input.current) {
            e.preventDefault();
            input.current?.focus();
          }
        }}
      >
        <input
          ref={input}
          type="text"
          value={text}
          placeholder={placeholder}
          maxLength={maxLength}
          aria-label={placeholder ?? t('search')}
          aria-invalid={problem !== null || undefined}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            // Not the Enter that ends an input method's composition (Chinese typed with pinyin).
            if (e.key === 'Enter' && !e.nativeEvent.isComposing) search();
          }}
        />
        <span className="search-input-suffix">
          {text !== '' && (
            <button type="button" className="search-input-clear" aria-label={t('clear')} onClick={clear}>
              <CloseCircleFilled />
            </button>
          )}
        </span>
      </span>
      <Button type="primary" className="search-input-button" icon={<SearchOutlined />}
        disabled={(!trimmed && !allowEmpty) || problem !== null} onClick={search}>{t('search')}</Button>
    </div>
  );
  if (!check) return box;
  return (
    <Flex vertical gap={2}>
      {box}
      {problem && <Text type="danger" role="alert" style={{ fontSize: 12, maxWidth: style?.width }}>{problem}</Text>}
    </Flex>
  );
}

/** The check of a MAC search box: the hint that says how to type a MAC, or null for a MAC or part of one. */
export const macSearchCheck = (hint: string) => (text: string) => (apDevices.isMacSearch(text) ? null : hint);
