import { useState } from 'react';
import { Alert, App, Modal, Radio, Skeleton, Space } from 'antd';
import { Input } from '../../components/inputs.ts';
import { CheckOutlined, CloseOutlined, MinusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { deviceFunctions as df, type ResponseOf } from '@gwn/contract/console';
import { errorText } from '../../api/api-error.ts';
import { useDeviceTypeFunctions, useSaveFunctions } from './api.ts';
import { DataTable } from '../../components/table/data-table.tsx';
import type { Column } from '../../components/table/column.ts';
import { Paragraph } from '../../components/text/text.tsx';

type FunctionRow = ResponseOf<typeof df.deviceTypeFunctionInfo>['functionList'][number];
/** A row's editable part: the mark with the English text, and the Chinese text. */
type CellEdit = Pick<FunctionRow, 'functionDes' | 'functionDesZh'>;
const L = df.DEVICE_FUNCTION_LIMITS;

/**
 * The function-edit dialog (deviceTypeFunctionEdit): every function of the model's kind, saved in one batch,
 * each description and tooltip in English and Chinese.
 */
export function FunctionEditDialog({ id, onClose }: { id: number | undefined; onClose: () => void }) {
  const { t } = useTranslation(['deviceTypes', 'common']);
  const { message } = App.useApp();
  const info = useDeviceTypeFunctions(id);
  const save = useSaveFunctions();
  const [edited, setEdited] = useState<Record<string, CellEdit>>({});
  const rows = (info.data?.functionList ?? []).map((row) => ({ ...row, ...edited[row.functionKey] }));

  const close = () => {
    setEdited({});
    onClose();
  };
  const change = (row: FunctionRow, patch: Partial<df.FunctionDes>) =>
    setEdited((prev) => ({ ...prev, [row.functionKey]: { functionDesZh: row.functionDesZh, functionDes: { ...row.functionDes, ...patch } } }));
  const changeZh = (row: FunctionRow, patch: Partial<df.FunctionDesZh>) =>
    setEdited((prev) => ({ ...prev, [row.functionKey]: { functionDes: row.functionDes, functionDesZh: { ...row.functionDesZh, ...patch } } }));

  async function submit() {
    if (id === undefined) return;
    try {
      await save.mutateAsync({ id, functionList: rows.map((r) => ({ functionKey: r.functionKey, functionDes: r.functionDes, functionDesZh: r.functionDesZh })) });
      void message.success(t('saved'));
      close();
    } catch (err) {
      void message.error(errorText(err));
    }
  }

  const columns: Column<FunctionRow>[] = [
    { key: 'category', title: t('fn.category'), dataIndex: 'category', width: 120 },
    { key: 'name', title: t('fn.function'), dataIndex: 'functionName', width: 200 },
    {
      key: 'checked', title: t('fn.checked'), width: 150,
      render: (_, row) => (
        <Radio.Group
          optionType="button" size="small" value={row.functionDes.checked}
          aria-label={`${row.functionName} ${t('fn.checked')}`}
          onChange={(e) => {
            const checked = df.FUNCTION_CHECKED.find((c) => c === e.target.value);
            if (checked) change(row, { checked });
          }}
          options={[
            { value: '1', label: <CheckOutlined aria-label={t('fn.yes')} /> },
            { value: '0', label: <CloseOutlined aria-label={t('fn.no')} /> },
            { value: '-1', label: <MinusOutlined aria-label={t('fn.na')} /> },
          ]}
        />
      ),
    },
    {
      key: 'des', title: t('fn.des'),
      render: (_, row) => (
        <Space orientation="vertical" size={4} style={{ width: '100%' }}>
          <Input size="small" maxLength={L.desMax} value={row.functionDes.des} placeholder={t('fn.desEn')}
            aria-label={`${row.functionName} ${t('fn.desEn')}`} onChange={(e) => change(row, { des: e.target.value })} />
          <Input size="small" maxLength={L.desMax} value={row.functionDesZh.des} placeholder={t('fn.desZh')}
            aria-label={`${row.functionName} ${t('fn.desZh')}`} onChange={(e) => changeZh(row, { des: e.target.value })} />
        </Space>
      ),
    },
    {
      key: 'tooltips', title: t('fn.tooltips'),
      render: (_, row) => (
        <Space orientation="vertical" size={4} style={{ width: '100%' }}>
          <Input size="small" maxLength={L.tooltipsMax} value={row.functionDes.tooltips} placeholder={t('fn.tooltipsEn')}
            aria-label={`${row.functionName} ${t('fn.tooltipsEn')}`} onChange={(e) => change(row, { tooltips: e.target.value })} />
          <Input size="small" maxLength={L.tooltipsMax} value={row.functionDesZh.tooltips} placeholder={t('fn.tooltipsZh')}
            aria-label={`${row.functionName} ${t('fn.tooltipsZh')}`} onChange={(e) => changeZh(row, { tooltips: e.target.value })} />
        </Space>
      ),
    },
  ];

  return (
    <Modal
      open={id !== undefined}
      title={info.data ? t('fn.title', { name: info.data.deviceTypeName }) : t('fn.titlePlain')}
      width={1000}
      okText={t('common:save')}
      cancelText={t('common:cancel')}
      okButtonProps={{ disabled: !info.data || rows.length === 0 }}
      confirmLoading={save.isPending}
      onOk={() => void submit()}
      onCancel={close}
      mask={{ closable: false }}
      destroyOnHidden
    >
      {info.error && <Alert type="error" showIcon title={errorText(info.error)} />}
      <Paragraph type="secondary">{t('fn.zhFallback')}</Paragraph>
      {info.isPending ? <Skeleton active /> : (
        <DataTable<FunctionRow> rowKey="functionKey" size="small" columns={columns} rows={rows} scroll={{ x: 800, y: 480 }} />
      )}
    </Modal>
  );
}
