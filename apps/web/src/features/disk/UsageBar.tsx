import type { DiskUsage } from '@questline/contract';
import { Flex, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatSize } from '../../ui/format';

/** Space used of the plan's size (or used alone on a server without a limit). */
export function UsageBar({ usage }: { usage: DiskUsage | undefined }) {
  const { t } = useTranslation('disk');
  if (!usage) return null;
  const used = formatSize(usage.usedBytes);
  if (usage.quotaBytes === null)
    return <Typography.Text type="secondary">{t('usage.unlimited', { used })}</Typography.Text>;
  const percent = Math.min(100, Math.round((usage.usedBytes / usage.quotaBytes) * 1000) / 10);
  const label = t('usage.of', { used, quota: formatSize(usage.quotaBytes) });
  return (
    <Flex align="center" gap={8} style={{ minWidth: 200 }}>
      <Progress
        percent={percent}
        size="small"
        showInfo={false}
        status={percent >= 90 ? 'exception' : 'normal'}
        aria-label={label}
        style={{ flex: 1, margin: 0 }}
      />
      <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
        {label}
      </Typography.Text>
    </Flex>
  );
}
