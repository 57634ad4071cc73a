import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getDiskUsage } from '../../api/disk';
import { DiskBrowser } from './DiskBrowser';
import { RecycleBin } from './RecycleBin';
import { UsageBar } from './UsageBar';
import { diskKeys } from './diskKeys';

type View = 'files' | 'recycle';

/** /myNetworkDisk (spec points 1 and 2; issue 32): the person's own files, their folders and the recycle bin. */
export default function NetworkDiskPage() {
  const { t } = useTranslation('disk');
  const [view, setView] = useState<View>('files');
  const usage = useQuery({ queryKey: diskKeys.usage, queryFn: async () => (await getDiskUsage()).data });
  return (
    <Card title={<h1 style={{ fontSize: 16, margin: 0 }}>{t('title')}</h1>}>
      <Flex vertical gap={16}>
        <Flex wrap gap={12} justify="space-between" align="center">
          <Segmented<View>
            aria-label={t('views.label')}
            value={view}
            onChange={setView}
            options={[
              { value: 'files', label: t('views.files') },
              { value: 'recycle', label: t('views.recycle') },
            ]}
          />
          <UsageBar usage={usage.data} />
        </Flex>
        {view === 'files' ? <DiskBrowser /> : <RecycleBin />}
      </Flex>
    </Card>
  );
}
