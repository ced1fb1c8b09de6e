import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** A screen the operator's role does not (or no longer) include: said plainly, and the session stays. */
export default function NoAccessPage() {
  const { t } = useTranslation(['shell', 'common']);
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title={t('noAccess.title')}
      subTitle={t('noAccess.text')}
      extra={<Button type="primary" onClick={() => void navigate('/welcome')}>{t('common:notFound.home')}</Button>}
    />
  );
}
