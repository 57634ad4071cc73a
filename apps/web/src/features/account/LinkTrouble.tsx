import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A link that cannot be used any more: says why and what to do, with the way to sign in. */
export function LinkTrouble({ title, advice }: { title: string; advice: string }) {
  const { t } = useTranslation('account');
  return (
    <Result
      status="warning"
      title={title}
      subTitle={advice}
      extra={
        <Link to="/login">
          <Button>{t('form.backToLogin')}</Button>
        </Link>
      }
      style={{ padding: '8px 0' }}
    />
  );
}
