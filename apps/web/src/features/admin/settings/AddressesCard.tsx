import {
  type AdminSettings,
  type EditableServiceAddresses,
  SETTINGS_ADDRESS_PATTERN,
  SETTINGS_URL_MAX,
} from '@questline/contract';
import { Button, Card, Form, Input, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { saveAddressSettings } from '../../../api/admin';
import { useWrite } from '../../../ui/useWrite';

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
  const save = useWrite({
    write: (values: EditableServiceAddresses) => saveAddressSettings(values),
    success: t('settings.saved'),
    onSuccess: onSaved,
  });

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
        onFinish={(values) => save.mutate(values)}
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
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('settings.addresses.save')}
        </Button>
      </Form>
    </Card>
  );
}
