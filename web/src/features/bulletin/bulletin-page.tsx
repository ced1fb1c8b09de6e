import { useEffect } from 'react';
import { App, Button, Form, Spin } from 'antd';
import { Input, TextArea } from '../../components/inputs.ts';
import { useTranslation } from 'react-i18next';
import { systemBulletin as contract, timezoneLabel } from '@gwn/contract/console';
import { formRefusalText } from '../../components/form-refusal.ts';
import { DateTimeRange, wallRangeRules } from '../../components/date-time-range/index.ts';
import { SearchSelect } from '../../components/search-select/index.ts';
import { useNow } from '../../lib/use-now.ts';
import { useBulletin, useSaveBulletin } from './api.ts';
import { payloadOf, valuesOf, type BulletinFormValues } from './bulletin-values.ts';
import { RichTextContentField } from './rich-text-preview.tsx';
import { titledRegion } from '../../components/titled-region.ts';
import { Panel } from '../../components/panel/panel.tsx';
import { Paragraph, Text } from '../../components/text/text.tsx';

const { BULLETIN_LIMITS } = contract;

/**
 * /parameters/bulletin (spec 3 "System-bulletin editor", §5, §9): subject, comment, time range (wall clocks in the
 * chosen timezone, Etc/GMT by default), rich-text content, preview, submit. Inside its window the bulletin shows
 * in every operator's shell.
 */
export default function BulletinPage() {
  const { t } = useTranslation(['systemBulletin', 'common', 'richText']);
  const { message } = App.useApp();
  const [form] = Form.useForm<BulletinFormValues>();
  const bulletin = useBulletin();
  const save = useSaveBulletin();
  const value = Form.useWatch('value', form) ?? '';
  const stored = bulletin.data?.systemBulletin;
  const now = useNow(30_000);

  useEffect(() => {
    if (bulletin.data) form.setFieldsValue(valuesOf(bulletin.data.systemBulletin));
  }, [bulletin.data, form]);

  async function submit(values: BulletinFormValues) {
    try {
      await save.mutateAsync(payloadOf(values));
      void message.success(t('saved'));
    } catch (err) {
      void message.error(formRefusalText(form, err, t, {
        labelOf: (f) => ({ title: t('subject'), description: t('comment'), startTime: t('start'), endTime: t('end'), timezone: t('timezone'), value: t('content') })[f],
        fieldOf: { startTime: 'range', endTime: 'range' },
      }));
    }
  }

  const required = { required: true, message: t('common:validation.required') };
  const max = (n: number) => ({ max: n, message: t('max', { max: n }) });
  return (
    <Panel title={t('title')} {...titledRegion(t('title'))} size="small">
      {bulletin.isLoading ? <Spin /> : (
        <Form<BulletinFormValues> form={form} layout="vertical" style={{ maxWidth: 860 }} initialValues={valuesOf(null)} onFinish={(v) => void submit(v)}>
          {stored && (
            <Paragraph type="secondary" data-testid="bulletin-window-state">
              {t(stored.startAt <= now && now < stored.endAt ? 'showingNow' : 'notShowing')}
            </Paragraph>
          )}
          <Form.Item name="title" label={t('subject')} rules={[{ ...required, whitespace: true }, max(BULLETIN_LIMITS.titleMax)]}>
            <Input maxLength={BULLETIN_LIMITS.titleMax} />
          </Form.Item>
          <Form.Item name="description" label={t('comment')} extra={t('commentHint')} rules={[max(BULLETIN_LIMITS.descriptionMax)]}>
            <TextArea rows={2} maxLength={BULLETIN_LIMITS.descriptionMax} />
          </Form.Item>
          <Form.Item name="range" label={t('range')} validateTrigger="onBlur" rules={wallRangeRules({
            required: t('common:validation.required'), format: t('common:invalidInput.rule.format'), endAfterStart: t('endAfterStart'),
          })}>
            <DateTimeRange labels={[t('start'), t('end')]} />
          </Form.Item>
          <Form.Item name="timezone" label={t('timezone')} rules={[required]}>
            <SearchSelect aria-label={t('timezone')} style={{ maxWidth: 420 }} options={bulletin.data?.timezones ?? []} />
          </Form.Item>
          <RichTextContentField value={value} labels={{ content: t('content'), preview: t('preview') }} previewTestId="bulletin-preview" />
          <Button type="primary" htmlType="submit" loading={save.isPending}>{t('submit')}</Button>
          {stored && (
            <Text type="secondary" style={{ marginLeft: 12 }}>
              {t('savedWindow', { start: stored.startTime, end: stored.endTime, timezone: timezoneLabel(stored.timezone, stored.startAt) })}
            </Text>
          )}
        </Form>
      )}
    </Panel>
  );
}
