import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { getEmailSwitch, setEmailSwitch } from '../../api/profile';
import { useWrite } from '../../ui/useWrite';

const SWITCH_KEY = ['emailSwitch'] as const;

/** The e-mail notification switch (GET /{product}/userswitch/*). */
export function NotificationsTab() {
  const { t } = useTranslation('profile');
  const client = useQueryClient();
  const query = useQuery({ queryKey: SWITCH_KEY, queryFn: async () => (await getEmailSwitch()).data });
  // The answer is known: it is written into the cache rather than read again.
  const change = useWrite({
    write: (open: boolean) => setEmailSwitch(open),
    success: (_answer, open) => t(open ? 'notifications.opened' : 'notifications.closed'),
    onSuccess: (_answer, open) => client.setQueryData(SWITCH_KEY, { open }),
  });

  return (
    <div style={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 24, maxWidth: 560 }}>
      <div>
        <Typography.Text strong id="email-switch-label">
          {t('notifications.email')}
        </Typography.Text>
        <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
          {t('notifications.emailHint')}
        </Typography.Paragraph>
      </div>
      <Switch
        aria-labelledby="email-switch-label"
        checked={query.data?.open ?? false}
        loading={query.isLoading || change.isPending}
        onChange={(open) => change.mutate(open)}
      />
    </div>
  );
}
