import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { Input } from './inputs.ts';
import { RetCode } from '@gwn/contract/console';
import { useTranslation } from 'react-i18next';
import { ApiCallError } from '../api/api-error.ts';
import { i18next } from '../i18n/index.ts';
import { formRefusalText } from './form-refusal.ts';

const LABELS: Record<string, Record<string, string>> = {
  en: { order: 'Order', emails: 'E-mail addresses' },
  'zh-CN': { order: '排序', emails: '邮箱地址' },
};

/** A form whose save is refused with `refusal`, showing the line formRefusalText gives. */
function RefusedForm({ refusal }: { refusal: unknown }) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm();
  const [line, setLine] = useState('');
  return (
    <Form form={form} initialValues={{ order: '3000000000', emails: ['a@example.test', 'bad'], note: '' }}
      onFinish={() => setLine(formRefusalText(form, refusal, t, { labelOf: (f) => LABELS[i18n.language]?.[f], fieldOf: { start: 'note' } }))}>
      <Form.Item name="order" label="Order"><Input /></Form.Item>
      <Form.Item name="emails" label="E-mails"><Input /></Form.Item>
      <Form.Item name="note" label="Note"><Input /></Form.Item>
      <Button htmlType="submit">Save</Button>
      <output data-testid="line">{line}</output>
    </Form>
  );
}

const refusal = new ApiCallError(RetCode.InvalidParameters, 'Invalid parameters', {
  fields: { order: 'Too big: expected number to be <=2147483647', 'emails.1': 'not an e-mail address', start: 'x' },
  rules: { order: { rule: 'max', limit: 2_147_483_647 }, start: { rule: 'required' } },
});
const explains = () => [...document.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);

afterEach(async () => { await i18next.changeLanguage('en'); });

// Issue #25: a 50005 names the field in the operator's language, and the form marks it.
describe('formRefusalText', () => {
  it('marks each field a 50005 names with its rule and names them by label in one line', async () => {
    render(<RefusedForm refusal={refusal} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(explains()).toEqual(['At most 2147483647', 'The service did not accept this value', 'This field should not be empty']));
    expect(screen.getByTestId('line')).toHaveTextContent(
      'Check these fields: Order: At most 2147483647; E-mail addresses: The service did not accept this value; start: This field should not be empty');
  });

  it('says it in Chinese for a Chinese console', async () => {
    await i18next.changeLanguage('zh-CN');
    render(<RefusedForm refusal={refusal} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(explains()[0]).toBe('不能大于 2147483647'));
    expect(screen.getByTestId('line')).toHaveTextContent('请检查以下字段：排序：不能大于 2147483647');
  });

  it('gives any other refusal its own text and marks nothing', async () => {
    render(<RefusedForm refusal={new ApiCallError(RetCode.NameTaken, 'Save failed, name cannot be the same')} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('line')).toHaveTextContent('Save failed, name cannot be the same'));
    expect(explains()).toEqual([]);
  });
});
