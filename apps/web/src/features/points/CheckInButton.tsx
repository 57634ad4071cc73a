import { GiftOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { checkIn, getPointsSummary } from '../../api/points';
import { useWrite } from '../../ui/useWrite';

export const pointsKeys = {
  summary: ['points', 'summary'] as const,
  week: ['points', 'week'] as const,
  ledger: ['points', 'ledger'] as const,
};

/**
 * The header's daily check-in (spec point 9; issue 30): "Check in +n" until the person has checked in today, then
 * their run and balance. What a check-in earns is the server's rule; the button only shows it and sends it back.
 */
export function CheckInButton({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('profile');
  const { message } = App.useApp();
  const client = useQueryClient();
  const summary = useQuery({ queryKey: pointsKeys.summary, queryFn: async () => (await getPointsSummary()).data });
  const mutation = useWrite({
    write: async (shown: number) => (await checkIn(shown)).data,
    onSuccess: (result) => {
      void message.success(t('points.checkedIn', { points: result.points, balance: result.balance }));
    },
    // The balance, the week's strip and the ledger all move with a check-in.
    onSettled: () => client.invalidateQueries({ queryKey: ['points'] }),
  });

  if (!summary.data) return null;
  const { balance, signedInToday, streakDay, todayPoints } = summary.data;
  if (signedInToday) {
    return (
      <Typography.Text type="secondary" data-testid="points-streak" style={{ whiteSpace: 'nowrap' }}>
        <GiftOutlined aria-hidden /> {compact ? balance : t('points.streak', { count: streakDay, balance })}
      </Typography.Text>
    );
  }
  return (
    <Button
      icon={<GiftOutlined />}
      loading={mutation.isPending}
      onClick={() => mutation.mutate(todayPoints)}
      // The name holds what the button shows ("+3" on a phone), as WCAG 2.5.3 asks; the hint says the rest.
      aria-label={t('points.checkIn', { points: todayPoints })}
      title={t('points.checkInLabel', { count: todayPoints, balance })}
    >
      {compact ? `+${String(todayPoints)}` : t('points.checkIn', { points: todayPoints })}
    </Button>
  );
}
