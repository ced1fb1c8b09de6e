import { Space, Tooltip, Typography } from 'antd';
import { CheckOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { deviceFunctions } from '@gwn/contract';

/** A comparison cell (spec 3): a check mark for '1', nothing for '0' and '-1', plus the description and a help tooltip. */
export function CompareCell({ value }: { value: deviceFunctions.FunctionDes | undefined }) {
  const { t } = useTranslation('modelCompare');
  if (!value) return null;
  const supported = value.checked === '1';
  if (!supported && !value.des && !value.tooltips) return null;
  return (
    <Space size={4} wrap>
      {supported && <CheckOutlined aria-label={t('supported')} style={{ color: '#52c41a' }} />}
      {value.des && <Typography.Text>{value.des}</Typography.Text>}
      {value.tooltips && (
        <Tooltip title={value.tooltips}>
          <QuestionCircleOutlined aria-label={value.tooltips} style={{ color: '#8c8c8c', cursor: 'help' }} />
        </Tooltip>
      )}
    </Space>
  );
}
