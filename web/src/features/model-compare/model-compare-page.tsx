import { useEffect, useMemo, useState } from 'react';
import { Alert, Cascader, Empty, Grid, Layout, Space, Spin, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/api-error.ts';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { useCompareData } from './api.ts';
import { buildCompareOptions, matchesSearch, selectionOf, type CompareOption } from './compare-options.ts';
import { CompareTable } from './compare-table.tsx';
import { useDebouncedValue } from './use-debounced-value.ts';
import './model-compare.css';

/** Search delay of the cascader (spec 3 §9). */
const SEARCH_DELAY_MS = 200;
/** The content's side padding: a narrow screen's dropdown is the screen less this on each side, like the cascader. */
const PAD = 16;

/** /model/compare: the public device-model comparison, no sign-in (spec 3 "Device-model comparison"). */
export default function ModelComparePage() {
  const { t } = useTranslation(['modelCompare', 'common']);
  const { token } = theme.useToken();
  const { data, error, isPending } = useCompareData();
  const [paths, setPaths] = useState<string[][]>([]);
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search, SEARCH_DELAY_MS);
  // Below antd's sm breakpoint (576 px) the dropdown takes the cascader's width and its columns share it.
  const narrow = Grid.useBreakpoint().sm === false;

  useEffect(() => {
    document.title = t('title');
  }, [t]);

  const options = useMemo(() => (data ? buildCompareOptions(data, (g) => t(`group.${g}`)) : []), [data, t]);
  const selection = data ? selectionOf(data, paths) : { functionKeys: [], deviceTypeKeys: [] };
  const hasTable = selection.functionKeys.length > 0 && selection.deviceTypeKeys.length > 0;

  if (isPending) return <Spin fullscreen tip={t('common:loading')} />;

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {/* On a phone the title wraps onto a second line and the header grows, rather than cutting it (issue 26). */}
      <Layout.Header style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12, paddingInline: 16, paddingBlock: 12, height: 'auto', minHeight: 64, lineHeight: 'normal' }}>
        <Typography.Title level={1} style={{ color: '#fff', margin: 0, fontSize: 20, lineHeight: 1.3, minWidth: 0, overflowWrap: 'anywhere' }}>
          {t('title')}
        </Typography.Title>
        <div style={{ background: token.colorBgContainer, borderRadius: 6, lineHeight: 'normal', flex: 'none' }}><LanguageSwitch /></div>
      </Layout.Header>
      <Layout.Content style={{ padding: PAD, maxWidth: 1400, width: '100%', margin: '0 auto' }}>
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          {error && <Alert type="error" showIcon title={errorText(error)} />}
          <Cascader<CompareOption, 'id'>
            multiple
            aria-label={t('choose')}
            placeholder={t('choose')}
            options={options}
            fieldNames={{ label: 'name', value: 'id', children: 'children' }}
            value={paths}
            onChange={(value) => setPaths(value.map((p) => p.map(String)))}
            showCheckedStrategy={Cascader.SHOW_CHILD}
            maxTagCount="responsive"
            style={{ width: '100%' }}
            classNames={narrow ? { popup: { root: 'compare-cascader-narrow' } } : undefined}
            styles={narrow ? { popup: { root: { width: `calc(100vw - ${2 * PAD}px)`, minWidth: 0 } } } : undefined}
            showSearch={{
              searchValue: search,
              onSearch: setSearch,
              // The typed text filters once it has rested for SEARCH_DELAY_MS.
              filter: (_input, path) => matchesSearch(term, path),
            }}
          />
          {hasTable && data ? <CompareTable data={data} selection={selection} /> : <Empty description={t('noData')} />}
        </Space>
      </Layout.Content>
    </Layout>
  );
}
