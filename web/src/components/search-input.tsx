import { useState, type CSSProperties } from 'react';
import { Button, Input, Space } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@gwn/contract';

interface Props {
  placeholder?: string;
  /** Called with the trimmed text; never with an empty one. */
  onSearch: (text: string) => void;
  defaultValue?: string;
  maxLength?: number;
  style?: CSSProperties;
}

/** A search box whose button is disabled while the text is empty; Enter searches too (spec 1 §2, §5). */
export function SearchInput({ placeholder, onSearch, defaultValue = '', maxLength = LIMITS.searchMax, style }: Props) {
  const { t } = useTranslation('common');
  const [text, setText] = useState(defaultValue);
  const trimmed = text.trim();
  const search = () => {
    if (trimmed) onSearch(trimmed);
  };
  return (
    <Space.Compact style={style}>
      <Input
        value={text}
        placeholder={placeholder}
        maxLength={maxLength}
        allowClear
        aria-label={placeholder ?? t('search')}
        onChange={(e) => setText(e.target.value)}
        onPressEnter={search}
      />
      <Button type="primary" icon={<SearchOutlined />} disabled={!trimmed} onClick={search}>{t('search')}</Button>
    </Space.Compact>
  );
}
