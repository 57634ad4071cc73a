import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getEmailSwitch, setEmailSwitch } from '../../api/profile';

const SWITCH_KEY = ['emailSwitch'] as const;

/** The e-mail notification switch (GET /{product}/userswitch/*). */
export function NotificationsTab() {
  const { t } = useTranslation('profile');
  const { message } = App.useApp();
  const client = useQueryClient();
  const query = useQuery({ queryKey: SWITCH_KEY, queryFn: async () => (await getEmailSwitch()).data });
  const [saving, setSaving] = useState(false);

  async function onChange(open: boolean) {
    setSaving(true);
    try {
      await setEmailSwitch(open);
      client.setQueryData(SWITCH_KEY, { open });
      void message.success(t(open ? 'notifications.opened' : 'notifications.closed'));
    } catch {
      // The client has already shown the failure (spec point 8).
    } finally {
      setSaving(false);
    }
  }

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
        loading={query.isLoading || saving}
        onChange={(open) => void onChange(open)}
      />
    </div>
  );
}
