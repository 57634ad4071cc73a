import { type ApiRequestSpec, BODY_MODES } from '@questline/contract';
import { App, Button, Flex, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { PairsEditor } from './PairsEditor';

type Body = ApiRequestSpec['body'];
const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' };

function switched(body: Body, mode: Body['mode']): Body {
  const text = body.mode === 'json' || body.mode === 'raw' ? body.text : '';
  switch (mode) {
    case 'none':
      return { mode };
    case 'json':
      return { mode, text };
    case 'raw':
      return { mode, text, contentType: body.mode === 'raw' ? body.contentType : 'text/plain' };
    case 'form':
      return { mode, fields: body.mode === 'form' ? body.fields : [] };
  }
}

/** The request body of issue 34: none, JSON, a form or raw text with its content type. */
export function BodyEditor({ body, onChange }: { body: Body; onChange: (body: Body) => void }) {
  const { t } = useTranslation('apiTesting');
  const { message } = App.useApp();
  const format = () => {
    if (body.mode !== 'json') return;
    try {
      onChange({ mode: 'json', text: JSON.stringify(JSON.parse(body.text), null, 2) });
    } catch {
      void message.warning(t('editor.body.notJson'));
    }
  };
  return (
    <Flex vertical gap={8}>
      <Radio.Group
        aria-label={t('editor.body.mode')}
        optionType="button"
        value={body.mode}
        onChange={(event) => onChange(switched(body, event.target.value as Body['mode']))}
        options={BODY_MODES.map((mode) => ({ value: mode, label: t(`editor.body.${mode}`) }))}
      />
      {body.mode === 'json' && (
        <>
          <Input.TextArea
            aria-label={t('editor.body.text')}
            style={mono}
            autoSize={{ minRows: 6, maxRows: 20 }}
            value={body.text}
            onChange={(event) => onChange({ mode: 'json', text: event.target.value })}
          />
          <div>
            <Button onClick={format}>{t('editor.body.format')}</Button>
          </div>
        </>
      )}
      {body.mode === 'raw' && (
        <>
          <Input
            aria-label={t('editor.body.contentType')}
            addonBefore={t('editor.body.contentType')}
            value={body.contentType}
            onChange={(event) => onChange({ ...body, contentType: event.target.value })}
          />
          <Input.TextArea
            aria-label={t('editor.body.text')}
            style={mono}
            autoSize={{ minRows: 6, maxRows: 20 }}
            value={body.text}
            onChange={(event) => onChange({ ...body, text: event.target.value })}
          />
        </>
      )}
      {body.mode === 'form' && (
        <PairsEditor pairs={body.fields} onChange={(fields) => onChange({ mode: 'form', fields })} />
      )}
    </Flex>
  );
}
