import { Button, Result } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AntdProvider } from '../components/antd-provider.tsx';
import { clearSession, readStored } from '../lib/session-storage.ts';
import { adoptHandOver, forgetHandOver, pendingHandOver } from './hand-over.ts';

/**
 * /hand-over: a link handed a sign-in over while another operator is signed in here (issue #23). The
 * operator chooses whom to keep; nothing was adopted before. Also says when the link's sign-in was refused
 * and the current one kept. Every way on replaces this history entry.
 */
function HandOverQuestion() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const question = pendingHandOver();
  const current = readStored('mainName');

  const goTo = (to: string) => {
    forgetHandOver();
    void navigate(to, { replace: true });
  };

  if (!question || !current) {
    return <Result status="info" title={t('handOver.nothing')}
      extra={<Button type="primary" onClick={() => goTo('/welcome')}>{t('handOver.continue')}</Button>} />;
  }
  if (question.kind === 'invalid') {
    return <Result status="warning" title={t('handOver.invalidTitle')} subTitle={t('handOver.invalidText', { name: current })}
      extra={<Button type="primary" onClick={() => goTo(question.to)}>{t('handOver.continue')}</Button>} />;
  }

  const { offered } = question;
  const switchOperator = () => {
    // Nothing of the first operator stays: their stored values and every answer cached for them.
    clearSession();
    queryClient.clear();
    adoptHandOver(offered);
    goTo(question.to);
  };
  return (
    <Result status="info" title={t('handOver.chooseTitle')} subTitle={t('handOver.chooseText', { current, offered: offered.name })}
      extra={[
        <Button key="keep" onClick={() => goTo(question.to)}>{t('handOver.keep', { name: current })}</Button>,
        <Button key="switch" type="primary" onClick={switchOperator}>{t('handOver.switch', { name: offered.name })}</Button>,
      ]} />
  );
}

/** A public page, and the public layout brings no antd (it would weigh on /model/compare): it brings its own provider. */
export default function HandOverPage() {
  return (
    <AntdProvider>
      <HandOverQuestion />
    </AntdProvider>
  );
}
