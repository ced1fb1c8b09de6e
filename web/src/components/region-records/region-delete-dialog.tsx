import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EndpointDescriptor, RegionName, RequestOf } from '@gwn/contract/console';
import { RegionResults } from './region-results.tsx';
import { RegionsField } from './regions-field.tsx';
import { useMultiRegionSave } from './use-multi-region-save.ts';

interface Props<E extends EndpointDescriptor> {
  /** The question, naming the record: "Delete speed-test server Tokyo?". */
  title: string;
  /** The area's delete call, sent once per chosen region. */
  endpoint: E;
  /** The regions holding the record: offered, and all chosen by default. */
  holders: readonly RegionName[];
  /** A region's delete payload (its own id where ids differ between regions). */
  payloadFor: (region: RegionName) => RequestOf<E>;
  /** The queries the delete changes, refreshed in every region. */
  refresh: readonly EndpointDescriptor[];
  onClose: () => void;
}

interface Values { regions: RegionName[] }

/**
 * Deletes a record from the regions that hold it: all of them unless the operator narrows the choice, each
 * region's outcome shown, a region that failed kept chosen so OK tries it again; closes once every chosen
 * region has deleted it.
 */
export function RegionDeleteDialog<E extends EndpointDescriptor>({ title, endpoint, holders, payloadFor, refresh, onClose }: Props<E>) {
  const { t } = useTranslation('common');
  const [form] = Form.useForm<Values>();
  const remove = useMultiRegionSave(endpoint, { refresh, done: 'deleted', form });

  async function submit({ regions }: Values) {
    if ((await remove.send(regions, payloadFor)).allDone) onClose();
  }

  return (
    <Modal open title={title} okText={t('regionSave.delete')} okButtonProps={{ danger: true }} cancelText={t('cancel')}
      onOk={() => form.submit()} onCancel={onClose} confirmLoading={remove.busy} destroyOnHidden mask={{ closable: false }}>
      <RegionResults results={remove.results} />
      <Form<Values> form={form} layout="vertical" initialValues={{ regions: [...holders] }} onFinish={(v) => void submit(v)}>
        <RegionsField label={t('regionSave.deleteFrom')} offered={holders} />
      </Form>
    </Modal>
  );
}
