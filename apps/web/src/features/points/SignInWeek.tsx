import { CheckCircleFilled } from '@ant-design/icons';
import type { SignInDay } from '@questline/contract';
import { useQuery } from '@tanstack/react-query';
import { Flex, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { getSignInDays } from '../../api/points';
import { pointsKeys } from './CheckInButton';

/** One day of the strip: its date, what it earns, and whether it is signed, today or to come. */
function Day({ day }: { day: SignInDay }) {
  const { t } = useTranslation('profile');
  const { token } = theme.useToken();
  const signed = day.state === 'signed';
  return (
    <li
      style={{
        listStyle: 'none',
        minWidth: 64,
        padding: '8px 6px',
        textAlign: 'center',
        borderRadius: 8,
        border: `1px solid ${day.state === 'today' ? token.colorPrimary : token.colorBorder}`,
        background: signed ? token.colorPrimaryBg : token.colorBgContainer,
      }}
    >
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
        {day.state === 'today' ? t('mall.week.today') : day.day.slice(5)}
      </Typography.Text>
      <Typography.Text strong style={{ display: 'block' }}>
        +{day.points}
      </Typography.Text>
      <Typography.Text style={{ display: 'block', fontSize: 12 }} type={signed ? 'success' : 'secondary'}>
        {signed ? <CheckCircleFilled aria-hidden /> : null} {t(`mall.week.states.${day.state}`)}
      </Typography.Text>
    </li>
  );
}

/**
 * getUserSignin7DayList (spec point 9): the current run's days up to today and the days to come, each with the
 * points it earns, so a person sees what keeping the run is worth (1, 2 ... 6 a day).
 */
export function SignInWeek() {
  const { t } = useTranslation('profile');
  const days = useQuery({ queryKey: pointsKeys.week, queryFn: async () => (await getSignInDays()).data });
  if (!days.data) return null;
  return (
    <Flex vertical gap={4}>
      <Typography.Text type="secondary">{t('mall.week.title')}</Typography.Text>
      <Flex component="ol" gap={8} wrap style={{ margin: 0, padding: 0 }} aria-label={t('mall.week.title')}>
        {days.data.map((day) => (
          <Day key={day.day} day={day} />
        ))}
      </Flex>
    </Flex>
  );
}
