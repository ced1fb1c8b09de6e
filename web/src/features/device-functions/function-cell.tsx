import { Space, Tooltip } from 'antd';
import { CheckOutlined, CloseOutlined, InfoCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { deviceFunctions } from '@gwn/contract/console';
import { Text } from '../../components/text/text.tsx';

/** A matrix cell (spec 2 screen 5): a tick for '1', a cross for '0', nothing for '-1', then the description and a tooltip. */
export function FunctionCell({ value }: { value: deviceFunctions.FunctionDes | undefined }) {
  const { t } = useTranslation('deviceFunctions');
  if (!value) return null;
  return (
    <Space size={4} wrap>
      {value.checked === '1' && <CheckOutlined aria-label={t('supported')} style={{ color: '#52c41a' }} />}
      {value.checked === '0' && <CloseOutlined aria-label={t('notSupported')} style={{ color: '#ff4d4f' }} />}
      {value.des && <Text>{value.des}</Text>}
      {value.tooltips && (
        <Tooltip title={value.tooltips}>
          <InfoCircleOutlined aria-label={value.tooltips} style={{ color: '#8c8c8c', cursor: 'help' }} />
        </Tooltip>
      )}
    </Space>
  );
}
