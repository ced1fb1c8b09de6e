import { useEffect, useRef, useState } from 'react';
import { App, Button, Form } from 'antd';
import { Switch } from '../../../components/switch/index.ts';
import { Input } from '../../../components/inputs.ts';
import { useTranslation } from 'react-i18next';
import { maintenanceNotice as contract, type RegionName } from '@gwn/contract/console';
import { EmailChipInput, hasErrorChip } from '../../../components/email-chip-input/index.ts';
import { RegionMultiSelect } from '../../../components/region-multi-select.tsx';
import { ChoiceGroup } from '../../../components/choice-group/index.ts';
import { DateTimeRange, wallRangeRules } from '../../../components/date-time-range/index.ts';
import { SearchSelect } from '../../../components/search-select/index.ts';
import { hasVisibleText, RichTextEditor, SanitizedHtml } from '../../../components/rich-text-editor/index.ts';
import { formRefusalText } from '../../../components/form-refusal.ts';
import { useSubmitNotice, useTimezones } from './api.ts';
import { filledBody, payloadOf, type NoticeFormValues } from './notice-values.ts';

const { NOTICE_LIMITS, NOTICE_PLACEHOLDERS } = contract;

interface Props {
  /** Values to start from (Update); a fresh form otherwise. */
  initial?: NoticeFormValues;
  /** After a submit with popTips: the page shows the scheduled notice. */
  onScheduled: () => void;
}

/**
 * The notice form (spec 2 screen 11, §5): time range, timezone, subject, regions, recipients and the body.
 * Saving is blocked while an error chip exists; its loading state ends after 10 s even without an answer.
 */
export function NoticeForm({ initial, onScheduled }: Props) {
  const { t } = useTranslation(['maintenanceNotice', 'common', 'emailChips']);
  const { message } = App.useApp();
  const [form] = Form.useForm<NoticeFormValues>();
  const timezones = useTimezones();
  const submit = useSubmitNotice();
  const [saving, setSaving] = useState(false);
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const mode = Form.useWatch('recipientMode', form) ?? initial?.recipientMode ?? -1;
  const emails = Form.useWatch('emails', form) ?? [];
  const html = Form.useWatch('html', form) ?? '';
  const range = Form.useWatch('range', form);
  const timezone = Form.useWatch('timezone', form);
  const chipsBlocked = mode !== -1 && hasErrorChip(emails);
  const regionName = (r: RegionName) => t(`common:region.${r}`);

  async function save(values: NoticeFormValues) {
    if (values.recipientMode === 1 && values.emails.length === 0) {
      void message.warning(t('selectEmail'));
      return;
    }
    setSaving(true);
    clearTimeout(resetTimer.current);
    resetTimer.current = setTimeout(() => setSaving(false), NOTICE_LIMITS.saveLoadingResetMs);
    try {
      const results = await submit.mutateAsync(payloadOf(values));
      // A region's 50005 marks the fields it names, by their labels (issue #25).
      const labels: Record<string, string> = {
        start: t('start'), end: t('endTime'), timezone: t('timezone'), subject: t('subject'), regionSelect: t('region'),
        recipientMode: t('recipients'), emails: t('emails'), html: t('body'),
      };
      const failures = results.flatMap((r) => (r.ok ? [] : [
        `${regionName(r.region)}: ${formRefusalText(form, r, t, { labelOf: (f) => labels[f], fieldOf: { start: 'range', end: 'range' } })}`,
      ]));
      if (failures.length) {
        void message.error({ content: <div style={{ whiteSpace: 'pre-line' }}>{failures.join('\n')}</div>, duration: 0 });
        return;
      }
      void message.success(t('submitted'));
      if (values.popTips) onScheduled();
      else form.resetFields();
    } finally {
      clearTimeout(resetTimer.current);
      setSaving(false);
    }
  }

  const placeholders = [
    { token: NOTICE_PLACEHOLDERS.start, label: t('placeholder.start') },
    { token: NOTICE_PLACEHOLDERS.end, label: t('placeholder.end') },
    { token: NOTICE_PLACEHOLDERS.timezone, label: t('placeholder.timezone') },
  ];
  const required = { required: true, message: t('common:validation.required') };

  return (
    <Form<NoticeFormValues> form={form} layout="vertical" style={{ maxWidth: 860 }} onFinish={(v) => void save(v)}
      initialValues={initial ?? { recipientMode: -1, emails: [], html: '', popTips: true, regionSelect: [] }}>
      <Form.Item name="range" label={t('range')} validateTrigger="onBlur" rules={wallRangeRules({
        required: t('common:validation.required'), format: t('common:invalidInput.rule.format'),
      })}>
        <DateTimeRange labels={[t('start'), t('endTime')]} />
      </Form.Item>
      <Form.Item name="timezone" label={t('timezone')} rules={[required]}>
        <SearchSelect aria-label={t('timezone')} loading={timezones.isLoading} style={{ maxWidth: 420 }} options={timezones.data?.result ?? []} />
      </Form.Item>
      <Form.Item name="subject" label={t('subject')} rules={[required, { max: NOTICE_LIMITS.subjectMax, message: t('max', { max: NOTICE_LIMITS.subjectMax }) }]}>
        <Input maxLength={NOTICE_LIMITS.subjectMax} />
      </Form.Item>
      <Form.Item name="regionSelect" label={t('region')} rules={[{ ...required, type: 'array', min: 1 }]}>
        <RegionMultiSelect aria-label={t('region')} />
      </Form.Item>
      <Form.Item name="recipientMode" label={t('recipients')}>
        <ChoiceGroup aria-label={t('recipients')} options={contract.RECIPIENT_MODES.map((m) => ({ value: m, label: t(`mode.${m}`) }))} />
      </Form.Item>
      {mode !== -1 && (
        // The rule below says "fix the red addresses" once, under the field; the hint stays the hint.
        <Form.Item name="emails" label={t('emails')} extra={t('emailsHint')}
          rules={[
            { validator: async (_r, v: string[] = []) => { if (mode === 0 && v.length === 0) throw new Error(t('common:validation.required')); } },
            { validator: async (_r, v: string[] = []) => { if (hasErrorChip(v)) throw new Error(t('emailChips:fixErrors')); } },
          ]}>
          <EmailChipInput importable={mode === 1} aria-label={t('emails')} />
        </Form.Item>
      )}
      <Form.Item name="html" label={t('body')} extra={t('bodyHint', { ...NOTICE_PLACEHOLDERS })}
        rules={[{ validator: async (_r, v: string = '') => { if (!hasVisibleText(v)) throw new Error(t('common:validation.required')); } }]}>
        <RichTextEditor placeholders={placeholders} aria-label={t('body')} />
      </Form.Item>
      {html && (
        <Form.Item label={t('preview')}>
          <SanitizedHtml className="notice-preview" data-testid="notice-preview" style={{ border: '1px dashed #d9d9d9', borderRadius: 6, padding: '8px 12px' }}
            html={filledBody(html, range, timezone, (p) => t('unfilled', { name: t(`placeholder.${p}`) }))} />
        </Form.Item>
      )}
      <Form.Item name="popTips" label={t('popTips')} valuePropName="checked" extra={t('popTipsHint')}>
        <Switch />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving} disabled={chipsBlocked}>{t('submit')}</Button>
    </Form>
  );
}
