import { SaveOutlined, SendOutlined } from '@ant-design/icons';
import { HTTP_METHODS, type ApiRequestSpec, type HttpMethod } from '@questline/contract';
import { Button, Flex, Input, Select, Space, Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { AssertionsEditor } from './AssertionsEditor';
import { AuthEditor } from './AuthEditor';
import { BodyEditor } from './BodyEditor';
import { PairsEditor } from './PairsEditor';
import type { RequestDraft } from './draft';

const count = (label: string, n: number) => (n > 0 ? `${label} (${String(n)})` : label);

/** One request (issue 34): name, method and address, then query, headers, body, authentication and assertions. */
export function RequestEditor(props: {
  draft: RequestDraft;
  changed: boolean;
  sending: boolean;
  saving: boolean;
  onChange: (draft: RequestDraft) => void;
  onSend: () => void;
  onSave: () => void;
}) {
  const { draft, onChange } = props;
  const { t } = useTranslation('apiTesting');
  const spec = draft.spec;
  const setSpec = (patch: Partial<ApiRequestSpec>) => onChange({ ...draft, spec: { ...spec, ...patch } });
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap align="center">
        <Input
          aria-label={t('editor.name')}
          style={{ flex: '1 1 220px', fontWeight: 500 }}
          value={draft.name}
          maxLength={100}
          onChange={(event) => onChange({ ...draft, name: event.target.value })}
        />
        <Button icon={<SaveOutlined />} loading={props.saving} disabled={!props.changed} onClick={props.onSave}>
          {props.changed ? t('editor.save') : t('editor.saved')}
        </Button>
      </Flex>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          props.onSend();
        }}
      >
        <Space.Compact style={{ width: '100%' }}>
          <Select<HttpMethod>
            aria-label={t('editor.method')}
            style={{ width: 110 }}
            value={spec.method}
            onChange={(method) => setSpec({ method })}
            options={HTTP_METHODS.map((method) => ({ value: method, label: method }))}
          />
          <Input
            aria-label={t('editor.url')}
            placeholder={t('editor.urlPlaceholder', { baseUrl: '{{baseUrl}}' })}
            value={spec.url}
            onChange={(event) => setSpec({ url: event.target.value })}
          />
          <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={props.sending}>
            {t('editor.send')}
          </Button>
        </Space.Compact>
      </form>
      <Tabs
        size="small"
        items={[
          {
            key: 'query',
            label: count(t('editor.tabs.query'), spec.query.length),
            children: <PairsEditor pairs={spec.query} onChange={(query) => setSpec({ query })} />,
          },
          {
            key: 'headers',
            label: count(t('editor.tabs.headers'), spec.headers.length),
            children: <PairsEditor pairs={spec.headers} onChange={(headers) => setSpec({ headers })} />,
          },
          {
            key: 'body',
            label: t('editor.tabs.body'),
            children: <BodyEditor body={spec.body} onChange={(body) => setSpec({ body })} />,
          },
          {
            key: 'auth',
            label:
              spec.auth.type === 'none' ? (
                t('editor.tabs.auth')
              ) : (
                <span>
                  {t('editor.tabs.auth')} <Tag>{t(`editor.auth.${spec.auth.type}`)}</Tag>
                </span>
              ),
            children: <AuthEditor auth={spec.auth} onChange={(auth) => setSpec({ auth })} />,
          },
          {
            key: 'assertions',
            label: count(t('editor.tabs.assertions'), spec.assertions.length),
            children: (
              <AssertionsEditor assertions={spec.assertions} onChange={(assertions) => setSpec({ assertions })} />
            ),
          },
        ]}
      />
    </Flex>
  );
}
