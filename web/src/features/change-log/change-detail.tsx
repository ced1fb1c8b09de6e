import { useTranslation } from 'react-i18next';
import type { ChangeLogRow } from './api.ts';
import { DataTable } from '../../components/table/data-table.tsx';
import { Text } from '../../components/text/text.tsx';
import { Details } from '../../components/details/index.ts';

type Change = ChangeLogRow['detailAll']['changes'][number];

/** A recorded value as text: '' for none (a creation's before, a deletion's after), JSON for non-text values. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Everything one entry holds (detailAll): its subject, every changed field before -> after, and its facts. */
export function ChangeDetail({ entry }: { entry: ChangeLogRow }) {
  const { t } = useTranslation('changeLog');
  const { subject, changes, facts } = entry.detailAll;
  const withRecords = changes.some((c) => c.record !== undefined);
  const factEntries = Object.entries(facts);
  return (
    <>
      <Details items={[
        { key: 'action', label: t('showKey'), children: entry.showKey },
        ...(subject ? [{ key: 'subject', label: t('subject'), children: subject }] : []),
      ]} />
      {changes.length > 0 && (
        <DataTable<Change>
          size="small" aria-label={t('changes')}
          rowKey={(c) => `${c.record ?? ''}\u0000${c.field}`}
          rows={changes}
          columns={[
            ...(withRecords ? [{ title: t('record'), dataIndex: 'record', key: 'record' }] : []),
            { title: t('field'), key: 'field', render: (_: unknown, c: Change) => c.label ?? c.field },
            { title: t('before'), key: 'before', render: (_: unknown, c: Change) => <Value value={c.before} name={c.beforeName} /> },
            { title: '', key: 'arrow', width: 32, render: () => '→' },
            { title: t('after'), key: 'after', render: (_: unknown, c: Change) => <Value value={c.after} name={c.afterName} /> },
          ]}
        />
      )}
      {factEntries.length > 0 && (
        <Details title={t('facts')}
          items={factEntries.map(([k, v]) => ({ key: k, label: k, children: valueText(v) }))} />
      )}
      {changes.length === 0 && factEntries.length === 0 && !subject && <Text type="secondary">{t('noDetail')}</Text>}
    </>
  );
}

/** A recorded value; an id the service could name shows the name first, the id after it. */
function Value({ value, name }: { value: unknown; name?: string }) {
  const { t } = useTranslation('changeLog');
  const text = valueText(value);
  if (text === '') return <Text type="secondary">{t('none')}</Text>;
  if (name === undefined) return <span style={{ wordBreak: 'break-all' }}>{text}</span>;
  return <span style={{ wordBreak: 'break-all' }}>{name} <Text type="secondary">({text})</Text></span>;
}
