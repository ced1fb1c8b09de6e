import { useRef, useState, type ChangeEvent, type ClipboardEvent, type KeyboardEvent } from 'react';
import { Button, Tooltip } from 'antd';
import { Input } from '../inputs.ts';
import { ImportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import './email-chip-input.css';
import { addChips, chipError, pastedPieces, SEPARATOR_KEYS } from './chip-rules.ts';
import { Tag } from '../tag/tag.tsx';

interface Props {
  /** The chips, error chips included (the form's rule refuses to save while one is there). */
  value?: string[];
  onChange?: (chips: string[]) => void;
  /** Offers importing addresses from a .txt or .csv file (split like pasted text). */
  importable?: boolean;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
  /** The form field's error state, for the border. */
  status?: 'error' | '';
}

/**
 * E-mail chip input (spec 1 §2, spec 2 §5): Enter, space or comma ends an address; pasted text splits on
 * commas and line breaks; blank, malformed and over-long entries show as red chips; an address already
 * there (ignoring case) is not added twice; Backspace in the empty box removes the last chip.
 */
export function EmailChipInput({ value = [], onChange, importable, disabled, id, status, ...rest }: Props) {
  const { t } = useTranslation('emailChips');
  const [text, setText] = useState('');
  const add = (pieces: string[]) => { if (pieces.length) onChange?.(addChips(value, pieces)); };
  const commit = () => {
    if (text.trim()) add([text]);
    setText('');
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (SEPARATOR_KEYS.has(e.key)) {
      e.preventDefault();
      commit();
    } else if (e.key === 'Backspace' && text === '' && value.length) {
      onChange?.(value.slice(0, -1));
    }
  };
  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    add(pastedPieces(text + e.clipboardData.getData('text')));
    setText('');
  };
  const remove = (index: number) => onChange?.(value.filter((_, i) => i !== index));
  // The file is read here and never sent; the box is emptied so the same file can be imported again.
  const fileBox = useRef<HTMLInputElement>(null);
  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (file) void file.text().then((content) => add(pastedPieces(content)));
  };

  return (
    <div className={`email-chip-input${status === 'error' ? ' email-chip-input-error' : ''}`} data-testid="email-chip-input">
      <div className="email-chip-list" role="list" aria-label={t('chips')}>
        {value.map((chip, i) => {
          const error = chipError(chip);
          const tag = (
            <Tag key={`${chip}-${i}`} role="listitem" color={error ? 'error' : undefined} closable={!disabled}
              onClose={(e) => { e.preventDefault(); remove(i); }} data-error={error ?? undefined}
              closeIcon={<span aria-label={t('remove', { chip: chip || t('blank') })}>×</span>}>
              {chip === '' ? t('blank') : chip}
            </Tag>
          );
          return error ? <Tooltip key={`${chip}-${i}`} title={t(`error.${error}`)}>{tag}</Tooltip> : tag;
        })}
        <Input id={id} aria-label={rest['aria-label']} variant="borderless" value={text} disabled={disabled}
          placeholder={value.length ? '' : t('placeholder')} style={{ flex: 1, minWidth: 180 }}
          onChange={(e) => setText(e.target.value)} onKeyDown={onKeyDown} onPaste={onPaste} onBlur={commit} />
      </div>
      {importable && (
        <>
          <input ref={fileBox} type="file" accept=".txt,.csv" hidden disabled={disabled} onChange={onFile} />
          <Button size="small" icon={<ImportOutlined />} style={{ marginTop: 8 }} disabled={disabled} onClick={() => fileBox.current?.click()}>
            {t('import')}
          </Button>
        </>
      )}
    </div>
  );
}
