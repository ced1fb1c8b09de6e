import { useTranslation } from 'react-i18next';
import { deviceTypes } from '@gwn/contract/console';
import { KindMatrix } from './kind-matrix.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Tabs } from '../../components/tabs/tabs.tsx';

/** /deviceFunction: the function matrix, one tab per device kind (spec 2 screen 5). */
export default function DeviceFunctionPage() {
  const { t } = useTranslation('deviceFunctions');
  return (
    <>
    <PageHeader />
    <Tabs
      items={deviceTypes.DEVICE_KINDS.map((kind) => ({ key: kind, label: t(`kind.${kind}`), children: <KindMatrix deviceKind={kind} /> }))}
    />
    </>
  );
}
