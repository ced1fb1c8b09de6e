import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { hasVisibleText, RichTextEditor, SanitizedHtml } from '../../components/rich-text-editor/index.ts';

/** Operator-written HTML shown in the console as it is stored (SanitizedHtml), in a dashed box. */
export function RichTextPreview({ html, testId }: { html: string; testId: string }) {
  return (
    <SanitizedHtml html={html} className="rich-text-preview" data-testid={testId}
      style={{ border: '1px dashed #d9d9d9', borderRadius: 6, padding: '8px 12px' }} />
  );
}

/**
 * The form's rich-text `value` field (required: some text, not markup alone) and, once it has text, its preview:
 * the release note and the bulletin edit their content alike.
 */
export function RichTextContentField({ value, labels, previewTestId }: {
  value: string; labels: { content: string; preview: string }; previewTestId: string;
}) {
  const { t } = useTranslation('common');
  return (
    <>
      <Form.Item name="value" label={labels.content}
        rules={[{ validator: async (_r, v?: string) => { if (!hasVisibleText(v)) throw new Error(t('validation.required')); } }]}>
        <RichTextEditor aria-label={labels.content} />
      </Form.Item>
      {hasVisibleText(value) && (
        <Form.Item label={labels.preview}>
          <RichTextPreview html={value} testId={previewTestId} />
        </Form.Item>
      )}
    </>
  );
}
