import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { ASSERTION_KINDS, type ApiAssertion, type AssertionKind } from '@questline/contract';
import { Button, Flex, Input, InputNumber, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

function fresh(kind: AssertionKind): ApiAssertion {
  switch (kind) {
    case 'status':
      return { kind, expected: 200 };
    case 'jsonPath':
      return { kind, path: '$.', op: 'equals', expected: '' };
    case 'header':
      return { kind, name: 'content-type', op: 'contains', expected: 'json' };
    case 'responseTime':
      return { kind, maxMs: 1000 };
  }
}

function AssertionFields({ assertion, onChange }: { assertion: ApiAssertion; onChange: (next: ApiAssertion) => void }) {
  const { t } = useTranslation('apiTesting');
  const op =
    assertion.kind === 'jsonPath' || assertion.kind === 'header' ? (
      <Select<'equals' | 'contains'>
        aria-label={t('editor.assertions.op')}
        style={{ width: 120 }}
        value={assertion.op}
        onChange={(value) => onChange({ ...assertion, op: value })}
        options={[
          { value: 'equals', label: t('editor.assertions.equals') },
          { value: 'contains', label: t('editor.assertions.contains') },
        ]}
      />
    ) : null;
  const expected =
    assertion.kind === 'jsonPath' || assertion.kind === 'header' ? (
      <Input
        aria-label={t('editor.assertions.expected')}
        placeholder={t('editor.assertions.expected')}
        style={{ flex: '1 1 140px' }}
        value={assertion.expected}
        onChange={(event) => onChange({ ...assertion, expected: event.target.value })}
      />
    ) : null;
  switch (assertion.kind) {
    case 'status':
      return (
        <InputNumber
          aria-label={t('editor.assertions.expected')}
          min={100}
          max={599}
          value={assertion.expected}
          onChange={(value) => onChange({ ...assertion, expected: value ?? 200 })}
        />
      );
    case 'responseTime':
      return (
        <InputNumber
          aria-label={t('editor.assertions.maxMs')}
          min={1}
          max={30000}
          value={assertion.maxMs}
          onChange={(value) => onChange({ ...assertion, maxMs: value ?? 1000 })}
        />
      );
    case 'jsonPath':
      return (
        <>
          <Input
            aria-label={t('editor.assertions.path')}
            placeholder="$.data.id"
            style={{ flex: '1 1 160px' }}
            value={assertion.path}
            onChange={(event) => onChange({ ...assertion, path: event.target.value })}
          />
          {op}
          {expected}
        </>
      );
    case 'header':
      return (
        <>
          <Input
            aria-label={t('editor.assertions.headerName')}
            placeholder={t('editor.assertions.headerName')}
            style={{ flex: '1 1 140px' }}
            value={assertion.name}
            onChange={(event) => onChange({ ...assertion, name: event.target.value })}
          />
          {op}
          {expected}
        </>
      );
  }
}

/** The request's assertions (issue 34): status, JSON path equals/contains, header, response time under N ms. */
export function AssertionsEditor({
  assertions,
  onChange,
}: {
  assertions: ApiAssertion[];
  onChange: (assertions: ApiAssertion[]) => void;
}) {
  const { t } = useTranslation('apiTesting');
  const replace = (index: number, next: ApiAssertion) =>
    onChange(assertions.map((assertion, at) => (at === index ? next : assertion)));
  return (
    <Flex vertical gap={8}>
      {assertions.length === 0 && <Typography.Text type="secondary">{t('editor.assertions.none')}</Typography.Text>}
      {assertions.map((assertion, index) => (
        // The rows have no id of their own: the position is what tells them apart while editing.
        <Flex key={index} gap={8} align="center" wrap data-testid="assertion-row">
          <Select<AssertionKind>
            aria-label={t('editor.assertions.kind')}
            style={{ width: 200 }}
            value={assertion.kind}
            onChange={(kind) => replace(index, fresh(kind))}
            options={ASSERTION_KINDS.map((kind) => ({ value: kind, label: t(`editor.assertions.${kind}`) }))}
          />
          <AssertionFields assertion={assertion} onChange={(next) => replace(index, next)} />
          <Button
            type="text"
            icon={<DeleteOutlined />}
            aria-label={t('editor.assertions.remove', { index: index + 1 })}
            onClick={() => onChange(assertions.filter((_, at) => at !== index))}
          />
        </Flex>
      ))}
      <div>
        <Button icon={<PlusOutlined />} onClick={() => onChange([...assertions, fresh('status')])}>
          {t('editor.assertions.add')}
        </Button>
      </div>
    </Flex>
  );
}
