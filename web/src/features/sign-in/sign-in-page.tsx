import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { SignInForm } from './sign-in-form.tsx';

/** /login: the sign-in card, with the language switch so the operator can read it first. */
export default function SignInPage() {
  const { t } = useTranslation(['signIn', 'common']);
  return (
    <Flex vertical style={{ minHeight: '100vh', background: 'linear-gradient(160deg, #e6f0ff 0%, #f5f7fa 60%)' }}>
      <Flex justify="end" style={{ padding: 16 }}>
        <LanguageSwitch />
      </Flex>
      <Flex flex={1} justify="center" align="center" style={{ padding: 16 }}>
        <Card style={{ width: 380, maxWidth: '100%' }}>
          <Typography.Title level={3} style={{ textAlign: 'center', marginTop: 0 }}>{t('common:appName')}</Typography.Title>
          <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>{t('subtitle')}</Typography.Paragraph>
          <SignInForm />
        </Card>
      </Flex>
    </Flex>
  );
}
