import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { type PortalSettings, SETTINGS_QR_CODES_MAX } from '@questline/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Result, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { adminSettings, savePortalSettings } from '../../../api/admin';
import { ListSkeleton } from '../../../ui/queryStatus';
import { useWrite } from '../../../ui/useWrite';
import { AddressesCard } from './AddressesCard';
import { DownloadsField } from './DownloadsField';

const settingsKey = ['admin', 'settings'] as const;

/** The form's values: optional texts as '' (the server takes '' for none). */
type Values = Omit<PortalSettings, 'contactEmail' | 'contactPhone' | 'supportImage'> & {
  contactEmail: string;
  contactPhone: string;
  supportImage: string;
};

const toValues = (portal: PortalSettings): Values => ({
  ...portal,
  contactEmail: portal.contactEmail ?? '',
  contactPhone: portal.contactPhone ?? '',
  supportImage: portal.supportImage ?? '',
  downloads: portal.downloads.map((entry) => ({ ...entry, url: entry.url ?? '' })),
});

/**
 * /admin/settings (issue 35, ADR 0128): the portal's QR codes, contact details, support image and downloads, and
 * the addresses handed to the web app, kept in the database and served by every instance from the next request; the environment's values until the first
 * save. The server validates everything again and answers a localised message for anything it refuses.
 */
export default function SettingsPage() {
  const { t } = useTranslation('admin');
  const client = useQueryClient();
  const settings = useQuery({ queryKey: settingsKey, queryFn: async () => (await adminSettings()).data });
  const save = useWrite({
    write: (values: Values) => savePortalSettings(values),
    success: t('settings.saved'),
    refresh: [settingsKey],
  });

  if (settings.error) return <Result status="error" title={settings.error.message} />;
  if (!settings.data) return <ListSkeleton />;
  return (
    <>
      <Card
        title={t('settings.title')}
        extra={
          <Tag color={settings.data.source === 'database' ? 'blue' : 'default'}>
            {t(`settings.source.${settings.data.source}`)}
          </Tag>
        }
      >
        <p style={{ marginTop: 0 }}>{t('settings.hint')}</p>
        <Form<Values>
          layout="vertical"
          initialValues={toValues(settings.data.portal)}
          onFinish={(values: Values) => save.mutate(values)}
          style={{ maxWidth: 880 }}
        >
          <Form.Item name="contactEmail" label={t('settings.contactEmail')} rules={[{ type: 'email' }]}>
            <Input maxLength={254} />
          </Form.Item>
          <Form.Item name="contactPhone" label={t('settings.contactPhone')}>
            <Input maxLength={40} />
          </Form.Item>
          <Form.Item name="supportImage" label={t('settings.supportImage')} extra={t('settings.addressHint')}>
            <Input maxLength={2000} />
          </Form.Item>
          <Form.Item label={t('settings.groupQrCodes')} extra={t('settings.addressHint')}>
            <Form.List name="groupQrCodes">
              {(fields, { add, remove }) => (
                <Space direction="vertical" style={{ width: '100%' }}>
                  {fields.map((field, index) => (
                    <Space key={field.key} align="baseline">
                      <Form.Item name={field.name} noStyle rules={[{ required: true, whitespace: true }]}>
                        <Input
                          aria-label={t('settings.qrCode', { number: index + 1 })}
                          maxLength={2000}
                          style={{ width: 420, maxWidth: '70vw' }}
                        />
                      </Form.Item>
                      <Button
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('settings.removeQrCode', { number: index + 1 })}
                        onClick={() => remove(field.name)}
                      />
                    </Space>
                  ))}
                  <Button
                    icon={<PlusOutlined />}
                    disabled={fields.length >= SETTINGS_QR_CODES_MAX}
                    onClick={() => add('')}
                  >
                    {t('settings.addQrCode')}
                  </Button>
                </Space>
              )}
            </Form.List>
          </Form.Item>
          <Form.Item label={t('settings.downloads')}>
            <DownloadsField />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('settings.save')}
          </Button>
        </Form>
      </Card>
      <AddressesCard settings={settings.data} onSaved={() => client.invalidateQueries({ queryKey: settingsKey })} />
    </>
  );
}
