import { useEffect } from 'react';
import { App, Button, Form, Spin } from 'antd';
import { Input } from '../../components/inputs.ts';
import { useTranslation } from 'react-i18next';
import { releaseNote as contract } from '@gwn/contract/console';
import { formRefusalText } from '../../components/form-refusal.ts';
import { useReleaseNote, useSaveReleaseNote } from './api.ts';
import { RichTextContentField } from './rich-text-preview.tsx';
import { titledRegion } from '../../components/titled-region.ts';
import { Panel } from '../../components/panel/panel.tsx';
import { Paragraph } from '../../components/text/text.tsx';

const { RELEASE_NOTE_LIMITS } = contract;

interface Values { title: string; value: string }

/** /parameters/releaseNote (spec 3 "Release-note editor"): subject, rich-text content, preview, submit. */
export default function ReleaseNotePage() {
  const { t } = useTranslation(['releaseNote', 'common', 'richText']);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const note = useReleaseNote();
  const save = useSaveReleaseNote();
  const value = Form.useWatch('value', form) ?? '';
  const stored = note.data?.releaseNote;

  useEffect(() => {
    if (stored) form.setFieldsValue({ title: stored.title, value: stored.value });
  }, [stored, form]);

  async function submit(values: Values) {
    try {
      await save.mutateAsync({ title: values.title.trim(), value: values.value });
      void message.success(t('saved'));
    } catch (err) {
      void message.error(formRefusalText(form, err, t, { labelOf: (f) => ({ title: t('subject'), value: t('content') })[f] }));
    }
  }

  const required = { required: true, whitespace: true, message: t('common:validation.required') };
  return (
    <Panel title={t('title')} {...titledRegion(t('title'))} size="small">
      {note.isLoading ? <Spin /> : (
        <Form<Values> form={form} layout="vertical" style={{ maxWidth: 860 }} initialValues={{ title: '', value: '' }} onFinish={(v) => void submit(v)}>
          {!stored && <Paragraph type="secondary">{t('empty')}</Paragraph>}
          <Form.Item name="title" label={t('subject')} rules={[required, { max: RELEASE_NOTE_LIMITS.titleMax, message: t('max', { max: RELEASE_NOTE_LIMITS.titleMax }) }]}>
            <Input maxLength={RELEASE_NOTE_LIMITS.titleMax} />
          </Form.Item>
          <RichTextContentField value={value} labels={{ content: t('content'), preview: t('preview') }} previewTestId="release-note-preview" />
          <Button type="primary" htmlType="submit" loading={save.isPending}>{t('submit')}</Button>
        </Form>
      )}
    </Panel>
  );
}
