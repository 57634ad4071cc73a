import { SettingOutlined } from '@ant-design/icons';
import { QUESTION_TYPE_LABELS, QUESTION_TYPES, type QuestionType } from '@questline/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Popover, Select, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setTypeTabs } from '../../../api/issues';
import { currentLocale } from '../../../i18n';
import { useNarrow } from '../../../ui/useNarrow';
import { useWrite } from '../../../ui/useWrite';
import { preferenceKeys, useTabPreference, useTypeCounts } from './useIssueQueries';
import { checklistOf, chosenOf } from '../../../ui/columns/checklist';
import { OrderedChecklist } from '../../../ui/columns/OrderedChecklist';

const ALL = 'all';

/** The type tabs with their counts (listNum): "all" first, then the caller's tabs in their order. */
export function TypeTabs({
  projectId,
  value,
  onChange,
}: {
  projectId: number;
  value: QuestionType | null;
  onChange: (type: QuestionType | null) => void;
}) {
  const { t } = useTranslation('issues');
  const locale = currentLocale();
  const counts = useTypeCounts(projectId).data;
  const tabs = useTabPreference().data ?? QUESTION_TYPES;
  const [settingsOpen, setSettingsOpen] = useState(false);
  const narrow = useNarrow();
  const label = (text: string, count: number | undefined) => (count === undefined ? text : `${text} (${count})`);
  const items = [
    { key: ALL, label: label(t('tabs.all'), counts?.[0]) },
    ...tabs.map((type) => ({ key: String(type), label: label(QUESTION_TYPE_LABELS[locale][type], counts?.[type]) })),
  ];
  const activeKey = value === null ? ALL : String(value);
  const choose = (key: string) => onChange(key === ALL ? null : (Number(key) as QuestionType));

  // The settings button sits beside the tab list, not in it: a tablist may hold only tabs (axe). The tabs keep
  // their whole width and the toolbar row wraps the other controls below them: antd's overflow menu puts a button
  // inside the tablist, which axe rightly counts as critical (a 1280 px window in English overflowed). Only a
  // window narrower than the tabs themselves would get the menu, so a phone chooses the type in a select instead
  // (issue 38, point 3).
  return (
    <Flex align="center" gap={4} style={narrow ? { flex: '1 1 100%' } : { flex: '0 0 auto', maxWidth: '100%' }}>
      {narrow ? (
        <Select
          aria-label={t('tabs.label')}
          value={activeKey}
          onChange={choose}
          options={items.map((item) => ({ value: item.key, label: item.label }))}
          style={{ flex: 1, minWidth: 0 }}
        />
      ) : (
        <Tabs
          size="small"
          tabBarGutter={12}
          tabBarStyle={{ margin: 0 }}
          style={{ flex: 1, minWidth: 0 }}
          activeKey={activeKey}
          onChange={choose}
          items={items}
        />
      )}
      <Popover
        trigger="click"
        open={settingsOpen}
        onOpenChange={setSettingsOpen}
        title={t('tabs.settingsTitle')}
        content={settingsOpen && <TabSettings current={tabs} onDone={() => setSettingsOpen(false)} />}
      >
        <Button type="text" icon={<SettingOutlined aria-hidden />} aria-label={t('tabs.settings')} />
      </Popover>
    </Flex>
  );
}

/** Choose and order the tabs; at least one stays (setBugTybeTabs refuses none). */
function TabSettings({ current, onDone }: { current: readonly QuestionType[]; onDone: () => void }) {
  const { t } = useTranslation('issues');
  const client = useQueryClient();
  const locale = currentLocale();
  const [items, setItems] = useState(() =>
    checklistOf({ all: QUESTION_TYPES, current, label: (type) => QUESTION_TYPE_LABELS[locale][type] }),
  );
  const chosen = chosenOf(items);
  const save = useWrite({
    write: (tabs: QuestionType[]) => setTypeTabs(tabs),
    onSuccess: (_answer, tabs) => {
      client.setQueryData(preferenceKeys.tabs, tabs);
      onDone();
    },
  });

  return (
    <Flex vertical gap={8} style={{ width: 240 }}>
      <OrderedChecklist items={items} onChange={setItems} />
      {chosen.length === 0 && <Alert type="warning" showIcon title={t('tabs.chooseOne')} />}
      <Flex justify="end" gap={8}>
        <Button onClick={onDone}>{t('common.cancel')}</Button>
        <Button
          type="primary"
          loading={save.isPending}
          disabled={chosen.length === 0}
          onClick={() => save.mutate(chosen)}
        >
          {t('common.save')}
        </Button>
      </Flex>
    </Flex>
  );
}
