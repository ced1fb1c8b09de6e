import { useState, type CSSProperties } from 'react';
import { Button, Flex, Input, Space, Typography } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { apDevices, LIMITS } from '@gwn/contract/console';

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
 * text is empty (spec 1 §2, §5).
 */
export function SearchInput({ placeholder, onSearch, value = '', allowEmpty = false, maxLength = LIMITS.searchMax, style, check }: Props) {
  const { t } = useTranslation('common');
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
  const box = (
    <Space.Compact style={style}>
      <Input
        value={text}
        status={problem ? 'error' : undefined}
        placeholder={placeholder}
        maxLength={maxLength}
        allowClear
        aria-label={placeholder ?? t('search')}
        onChange={(e) => {
          setText(e.target.value);
          // The clear icon (a click, not typing) of an optional search shows everything again.
          if (allowEmpty && e.type === 'click' && value !== '') {
            setSent('');
            onSearch('');
          }
        }}
        onPressEnter={search}
      />
      <Button type="primary" icon={<SearchOutlined />} disabled={(!trimmed && !allowEmpty) || problem !== null} onClick={search}>{t('search')}</Button>
    </Space.Compact>
  );
  if (!check) return box;
  return (
    <Flex vertical gap={2}>
      {box}
      {problem && <Typography.Text type="danger" role="alert" style={{ fontSize: 12, maxWidth: style?.width }}>{problem}</Typography.Text>}
    </Flex>
  );
}

/** The check of a MAC search box: the hint that says how to type a MAC, or null for a MAC or part of one. */
export const macSearchCheck = (hint: string) => (text: string) => (apDevices.isMacSearch(text) ? null : hint);
