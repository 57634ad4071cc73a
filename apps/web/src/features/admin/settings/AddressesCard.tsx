import {
  type AdminSettings,
  type EditableServiceAddresses,
  SETTINGS_ADDRESS_PATTERN,
  SETTINGS_URL_MAX,
} from '@questline/contract';
import { App, Button, Card, Form, Input, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveAddressSettings } from '../../../api/admin';

const FIELDS: readonly (keyof EditableServiceAddresses)[] = [
  'postApi',
  'netDisk',
  'netShare',
  'aiChat',
  'imageService',
];

/**
 * The settings group "addresses handed to the web app" (issue 35, spec point 3): what getInfo answers every
 * signed-in page, saved in the database for every instance; '' where a service is not offered.
 */
export function AddressesCard({ settings, onSaved }: { settings: AdminSettings; onSaved: () => Promise<void> }) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);

  async function save(values: EditableServiceAddresses) {
    setSaving(true);
    try {
      await saveAddressSettings(values);
      void message.success(t('settings.saved'));
      await onSaved();
    } catch {
      // Shown by the client (spec point 8).
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card
      title={t('settings.addresses.title')}
      extra={
        <Tag color={settings.addressesSource === 'database' ? 'blue' : 'default'}>
          {t(`settings.source.${settings.addressesSource}`)}
        </Tag>
      }
      style={{ marginTop: 16 }}
    >
      <p style={{ marginTop: 0 }}>{t('settings.addresses.hint')}</p>
      <Form<EditableServiceAddresses>
        layout="vertical"
        initialValues={settings.addresses}
        onFinish={(values) => void save(values)}
        style={{ maxWidth: 880 }}
      >
        {FIELDS.map((field) => (
          <Form.Item
            key={field}
            name={field}
            label={t(`settings.addresses.${field}`)}
            rules={[{ pattern: SETTINGS_ADDRESS_PATTERN, message: t('settings.addresses.addressRule') }]}
            normalize={(value: string) => value.trim()}
          >
            <Input maxLength={SETTINGS_URL_MAX} inputMode="url" />
          </Form.Item>
        ))}
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('settings.addresses.save')}
        </Button>
      </Form>
    </Card>
  );
}
