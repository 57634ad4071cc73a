import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { ApiPair } from '@questline/contract';
import { Button, Checkbox, Flex, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** Query parameters, headers or form fields (issue 34): name, value, and whether it is sent. */
export function PairsEditor({ pairs, onChange }: { pairs: ApiPair[]; onChange: (pairs: ApiPair[]) => void }) {
  const { t } = useTranslation('apiTesting');
  const change = (index: number, patch: Partial<ApiPair>) =>
    onChange(pairs.map((pair, at) => (at === index ? { ...pair, ...patch } : pair)));
  const label = (pair: ApiPair) => pair.name || t('editor.pairs.unnamed');
  return (
    <Flex vertical gap={8}>
      {pairs.map((pair, index) => (
        // The rows have no id of their own: the position is what tells them apart while editing.
        <Flex key={index} gap={8} align="center" wrap>
          <Checkbox
            checked={pair.enabled}
            aria-label={t('editor.pairs.enabled', { name: label(pair) })}
            onChange={(event) => change(index, { enabled: event.target.checked })}
          />
          <Input
            style={{ flex: '1 1 160px' }}
            aria-label={t('editor.pairs.name')}
            placeholder={t('editor.pairs.name')}
            value={pair.name}
            onChange={(event) => change(index, { name: event.target.value })}
          />
          <Input
            style={{ flex: '2 1 200px' }}
            aria-label={t('editor.pairs.value')}
            placeholder={t('editor.pairs.value')}
            value={pair.value}
            onChange={(event) => change(index, { value: event.target.value })}
          />
          <Button
            type="text"
            icon={<DeleteOutlined />}
            aria-label={t('editor.pairs.remove', { name: label(pair) })}
            onClick={() => onChange(pairs.filter((_, at) => at !== index))}
          />
        </Flex>
      ))}
      <div>
        <Button icon={<PlusOutlined />} onClick={() => onChange([...pairs, { name: '', value: '', enabled: true }])}>
          {t('editor.pairs.add')}
        </Button>
      </div>
    </Flex>
  );
}
