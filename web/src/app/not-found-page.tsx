import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** Any unknown address inside the signed-in console. */
export default function NotFoundPage() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="404"
      subTitle={t('notFound.text')}
      extra={<Button type="primary" onClick={() => void navigate('/welcome')}>{t('notFound.home')}</Button>}
    />
  );
}
