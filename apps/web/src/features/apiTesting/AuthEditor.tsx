import { AUTH_TYPES, type ApiAuth } from '@questline/contract';
import { Flex, Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

function fresh(type: ApiAuth['type']): ApiAuth {
  switch (type) {
    case 'none':
      return { type };
    case 'bearer':
      return { type, token: '' };
    case 'basic':
      return { type, username: '', password: '' };
    case 'apiKey':
      return { type, name: 'X-API-Key', value: '', in: 'header' };
  }
}

/** Authentication of issue 34: none, a bearer token, basic or an API key in a header or the query. */
export function AuthEditor({ auth, onChange }: { auth: ApiAuth; onChange: (auth: ApiAuth) => void }) {
  const { t } = useTranslation('apiTesting');
  return (
    <Form layout="vertical" component="div">
      <Form.Item label={t('editor.auth.type')} htmlFor="api-auth-type">
        <Select<ApiAuth['type']>
          id="api-auth-type"
          style={{ maxWidth: 240 }}
          value={auth.type}
          onChange={(type) => onChange(fresh(type))}
          options={AUTH_TYPES.map((type) => ({ value: type, label: t(`editor.auth.${type}`) }))}
        />
      </Form.Item>
      {auth.type === 'bearer' && (
        <Form.Item label={t('editor.auth.token')} htmlFor="api-auth-token">
          <Input
            id="api-auth-token"
            value={auth.token}
            onChange={(event) => onChange({ ...auth, token: event.target.value })}
          />
        </Form.Item>
      )}
      {auth.type === 'basic' && (
        <Flex gap={12} wrap>
          <Form.Item label={t('editor.auth.username')} htmlFor="api-auth-user" style={{ flex: '1 1 200px' }}>
            <Input
              id="api-auth-user"
              value={auth.username}
              onChange={(event) => onChange({ ...auth, username: event.target.value })}
            />
          </Form.Item>
          <Form.Item label={t('editor.auth.password')} htmlFor="api-auth-password" style={{ flex: '1 1 200px' }}>
            <Input.Password
              id="api-auth-password"
              value={auth.password}
              onChange={(event) => onChange({ ...auth, password: event.target.value })}
            />
          </Form.Item>
        </Flex>
      )}
      {auth.type === 'apiKey' && (
        <Flex gap={12} wrap>
          <Form.Item label={t('editor.auth.keyName')} htmlFor="api-auth-key" style={{ flex: '1 1 160px' }}>
            <Input
              id="api-auth-key"
              value={auth.name}
              onChange={(event) => onChange({ ...auth, name: event.target.value })}
            />
          </Form.Item>
          <Form.Item label={t('editor.auth.keyValue')} htmlFor="api-auth-value" style={{ flex: '2 1 200px' }}>
            <Input
              id="api-auth-value"
              value={auth.value}
              onChange={(event) => onChange({ ...auth, value: event.target.value })}
            />
          </Form.Item>
          <Form.Item label={t('editor.auth.keyIn')} htmlFor="api-auth-in" style={{ flex: '0 1 140px' }}>
            <Select<'header' | 'query'>
              id="api-auth-in"
              value={auth.in}
              onChange={(where) => onChange({ ...auth, in: where })}
              options={[
                { value: 'header', label: t('editor.auth.header') },
                { value: 'query', label: t('editor.auth.query') },
              ]}
            />
          </Form.Item>
        </Flex>
      )}
      {auth.type !== 'none' && (
        <Typography.Text type="secondary">{t('editor.auth.hint', { secret: '{{token}}' })}</Typography.Text>
      )}
    </Form>
  );
}
