import { DEMO_IDLE_MS } from '@questline/contract';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logout } from '../../session/logout';
import { useSession } from '../../session/store';

/**
 * The workspace's line for a person of the live demo (issue 39): what the demo is, how long it keeps, and the way
 * to an account of their own (the demo session ends first, so the registration page opens signed out).
 */
export function DemoBanner() {
  const { t } = useTranslation('demo');
  const navigate = useNavigate();
  const session = useSession();
  if (!session?.demo) return null;
  return (
    <Alert
      type="info"
      showIcon
      banner
      role="region"
      aria-label={t('banner.title')}
      message={t('banner.title')}
      description={t('banner.body', { name: session.user.nickName, hours: DEMO_IDLE_MS / 3_600_000 })}
      action={
        <Button
          type="primary"
          onClick={() => {
            void logout().finally(() => void navigate('/register'));
          }}
        >
          {t('banner.register')}
        </Button>
      }
      data-testid="demo-banner"
    />
  );
}
