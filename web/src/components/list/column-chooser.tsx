import { useState } from 'react';
import { Button, Popover } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import type { Column } from '../table/column.ts';
import { useTranslation } from 'react-i18next';
import { getHiddenColumns, setHiddenColumns } from '../../lib/session-storage.ts';
import './column-chooser.css';

/** Keys of the columns an operator may hide: not the first (what the row is) and not the actions. */
const ACTIONS_KEY = 'actions';

function hideable<Row>(columns: readonly Column<Row>[]) {
  return columns.slice(1).filter((c) => c.key !== undefined && c.key !== ACTIONS_KEY)
    .map((c) => ({ key: String(c.key), label: typeof c.title === 'string' ? c.title : String(c.key) }));
}

/**
 * The table rules of every list (issue: wide tables keep their actions in view): the first column is pinned
 * left and the actions right, and the operator can hide the other columns, remembered per table. A wide table
 * names the columns it hides until the operator chooses (`hiddenByDefault`), so it fits a 1440 px screen (issue 26).
 */
export function useColumnChoice<Row>(table: string, columns: readonly Column<Row>[] | undefined, hiddenByDefault: readonly string[] = []) {
  const [hidden, setHidden] = useState<string[]>(() => getHiddenColumns(table) ?? [...hiddenByDefault]);
  const all = columns ?? [];
  const shown = all
    .filter((c) => c.key === undefined || !hidden.includes(String(c.key)))
    .map((c, index) => (index === 0 ? { fixed: 'left' as const, ...c } : c.key === ACTIONS_KEY ? { fixed: 'right' as const, ...c } : c));
  const choose = (next: string[]) => {
    setHidden(next);
    setHiddenColumns(table, next);
  };
  return { shown, hidden, choices: hideable(all), choose };
}

/** The "Columns" button: a checkbox per column that may be hidden. */
export function ColumnChooser({ choices, hidden, onChange }: {
  choices: { key: string; label: string }[];
  hidden: string[];
  onChange: (hidden: string[]) => void;
}) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  if (choices.length < 2) return null; // one optional column is not worth a chooser
  const content = (
    // Native checkboxes (column-chooser.css), not antd's Checkbox: 2.7 kB gzip less on every list (issue #27).
    <div className="column-chooser" role="group" aria-label={t('list.columns')}>
      {choices.map((c) => (
        <label key={c.key} className="column-chooser-choice">
          <input type="checkbox" checked={!hidden.includes(c.key)}
            onChange={(e) => onChange(e.target.checked ? hidden.filter((k) => k !== c.key) : [...hidden, c.key])} />
          <span>{c.label}</span>
        </label>
      ))}
    </div>
  );
  return (
    <Popover content={content} trigger="click" placement="bottomRight" open={open} onOpenChange={setOpen}>
      <Button size="small" icon={<SettingOutlined />}>{t('list.columns')}</Button>
    </Popover>
  );
}
