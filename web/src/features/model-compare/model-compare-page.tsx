import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/api-error.ts';
import { useCompareData } from './api.ts';
import { buildCompareOptions, selectionOf } from './compare-options.ts';
import { CompareTable } from './compare-table.tsx';
import { FunctionPicker } from './function-picker.tsx';
import { LanguageMenu } from './language-menu.tsx';
import './model-compare.css';

/**
 * /model/compare: the public device-model comparison, no sign-in (spec 3 "Device-model comparison"). Opened on
 * phones, so it is plain React and CSS: no antd, no API client, no zod (issue #27's 200 kB budget).
 */
export default function ModelComparePage() {
  const { t } = useTranslation(['modelCompare', 'common']);
  const { data, error, isPending } = useCompareData();
  const [paths, setPaths] = useState<string[][]>([]);

  useEffect(() => {
    document.title = t('title');
  }, [t]);

  const options = useMemo(() => (data ? buildCompareOptions(data, (g) => t(`group.${g}`)) : []), [data, t]);
  const selection = data ? selectionOf(data, paths) : { functionKeys: [], deviceTypeKeys: [] };
  const hasTable = selection.functionKeys.length > 0 && selection.deviceTypeKeys.length > 0;

  if (isPending) {
    return (
      <div className="compare-loading" role="status">
        <span className="compare-loading__spinner" aria-hidden="true" />
        {t('common:loading')}
      </div>
    );
  }

  return (
    <div className="compare-page">
      {/* On a phone the title wraps onto a second line and the header grows, rather than cutting it (issue 26). */}
      <header className="compare-header">
        <h1>{t('title')}</h1>
        <LanguageMenu />
      </header>
      <main className="compare-content">
        {error && <div role="alert" className="compare-alert">{errorText(error)}</div>}
        <FunctionPicker options={options} value={paths} onChange={setPaths} />
        {hasTable && data ? <CompareTable data={data} selection={selection} /> : <p className="compare-empty">{t('noData')}</p>}
      </main>
    </div>
  );
}
