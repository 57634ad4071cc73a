import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChecklistItem } from './checklist';

/** A list to choose and order: a checkbox per entry and buttons to move it, all reachable by keyboard. */
export function OrderedChecklist<T extends string | number>({
  items,
  onChange,
}: {
  items: ChecklistItem<T>[];
  onChange: (items: ChecklistItem<T>[]) => void;
}) {
  const { t } = useTranslation('columns');

  function move(index: number, by: -1 | 1) {
    const next = [...items];
    const [item] = next.splice(index, 1);
    if (item) next.splice(index + by, 0, item);
    onChange(next);
  }

  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 }}>
      {items.map((item, index) => (
        <li key={item.value}>
          <Flex align="center" justify="space-between" gap={8}>
            <Checkbox
              checked={item.checked}
              disabled={item.fixed}
              onChange={(event) =>
                onChange(items.map((entry) => (entry === item ? { ...entry, checked: event.target.checked } : entry)))
              }
            >
              {item.label}
            </Checkbox>
            <span>
              <Button
                size="small"
                type="text"
                icon={<ArrowUpOutlined aria-hidden />}
                disabled={index === 0}
                aria-label={t('moveUp', { name: item.label })}
                onClick={() => move(index, -1)}
              />
              <Button
                size="small"
                type="text"
                icon={<ArrowDownOutlined aria-hidden />}
                disabled={index === items.length - 1}
                aria-label={t('moveDown', { name: item.label })}
                onClick={() => move(index, 1)}
              />
            </span>
          </Flex>
        </li>
      ))}
    </ul>
  );
}
