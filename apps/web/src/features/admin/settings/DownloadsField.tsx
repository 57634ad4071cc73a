import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { SETTINGS_DOWNLOADS_MAX } from '@questline/contract';
import { Button, Card, Form, Input, InputNumber, Space } from 'antd';
import { useTranslation } from 'react-i18next';

/** The download entries the deployment and client pages offer: name, version, day, size and address each. */
export function DownloadsField() {
  const { t } = useTranslation('admin');
  return (
    <Form.List name="downloads">
      {(fields, { add, remove }) => (
        <Space direction="vertical" style={{ width: '100%' }}>
          {fields.map((field, index) => (
            <Card
              key={field.key}
              size="small"
              title={t('settings.download', { number: index + 1 })}
              extra={
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('settings.removeDownload', { number: index + 1 })}
                  onClick={() => remove(field.name)}
                />
              }
            >
              <Space wrap align="start">
                <Form.Item name={[field.name, 'name']} label={t('settings.downloadName')} rules={[{ required: true }]}>
                  <Input maxLength={100} />
                </Form.Item>
                <Form.Item name={[field.name, 'version']} label={t('settings.version')} rules={[{ required: true }]}>
                  <Input maxLength={40} style={{ width: 120 }} />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'date']}
                  label={t('settings.date')}
                  rules={[{ required: true, pattern: /^\d{4}-\d{2}-\d{2}$/, message: t('settings.dateFormat') }]}
                >
                  <Input placeholder="2026-05-01" style={{ width: 140 }} />
                </Form.Item>
                <Form.Item name={[field.name, 'sizeBytes']} label={t('settings.sizeBytes')}>
                  <InputNumber min={0} style={{ width: 140 }} />
                </Form.Item>
                <Form.Item name={[field.name, 'url']} label={t('settings.url')}>
                  <Input maxLength={2000} style={{ width: 260 }} />
                </Form.Item>
              </Space>
            </Card>
          ))}
          <Button
            icon={<PlusOutlined />}
            disabled={fields.length >= SETTINGS_DOWNLOADS_MAX}
            onClick={() => add({ name: '', version: '', date: '', sizeBytes: null, url: '' })}
          >
            {t('settings.addDownload')}
          </Button>
        </Space>
      )}
    </Form.List>
  );
}
