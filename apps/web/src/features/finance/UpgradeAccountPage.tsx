import { type BillingPeriod, FREE_VERSION_CODE, type PlanOffer, type UpgradeOffer } from '@questline/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Descriptions, Result, Row, Segmented, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { addPlanOrder, addUpgradeOrder, getPlanOffers, getUpgradeOffer } from '../../api/finance';
import { useAppNavigate } from '../../app/navigation';
import { formatInstant } from '../../ui/format';
import { financeKeys, yuan } from './money';

const PERIODS: BillingPeriod[] = ['monthly', 'annual', 'twoYear'];

function Limits({ plan }: { plan: PlanOffer }) {
  const { t } = useTranslation('finance');
  const count = (value: number | null) => (value === null ? t('unlimited') : String(value));
  const retention =
    plan.retentionDays === null
      ? t('upgrade.retentionForever')
      : plan.retentionDays === 0
        ? t('upgrade.retentionSameDay')
        : t('upgrade.retentionDays', { count: plan.retentionDays });
  return (
    <ul style={{ paddingInlineStart: 18, margin: '12px 0' }}>
      <li>{t('upgrade.projects', { count: count(plan.maxProjects) })}</li>
      <li>{t('upgrade.members', { count: count(plan.maxMembersPerProject) })}</li>
      <li>{t('upgrade.retention', { value: retention })}</li>
    </ul>
  );
}

/**
 * /user/UpgradeAccount (issue 16, spec points 2 and 9): the plans side by side with the period switch. On
 * Free a paid plan is bought for the period; on a paid plan the dearer ones are upgrades priced for the
 * months left, and the current one is renewed. Prices come from the server, which prices the order again.
 */
export default function UpgradeAccountPage() {
  const { t } = useTranslation('finance');
  const navigate = useAppNavigate();
  const [period, setPeriod] = useState<BillingPeriod>('annual');
  const [placing, setPlacing] = useState<number | null>(null);
  const plans = useQuery({ queryKey: financeKeys.plans, queryFn: getPlanOffers });
  const offer = useQuery({ queryKey: financeKeys.upgrade, queryFn: getUpgradeOffer });

  if (plans.error ?? offer.error) return <Result status="error" title={(plans.error ?? offer.error)?.message} />;
  const current = offer.data?.data.current;

  async function place(versionCode: number, call: () => Promise<{ data: { orderId: number } }>, page: string) {
    setPlacing(versionCode);
    try {
      const placed = await call();
      navigate(`${page}?orderId=${String(placed.data.orderId)}`);
    } catch {
      // Shown by the client (spec point 8).
    } finally {
      setPlacing(null);
    }
  }

  function action(plan: PlanOffer, upgrade: UpgradeOffer | undefined) {
    if (!current || plan.versionCode === FREE_VERSION_CODE) return null;
    if (current.versionCode === FREE_VERSION_CODE) {
      const amountFen = plan.prices[period];
      return (
        <Button
          type="primary"
          block
          loading={placing === plan.versionCode}
          onClick={() =>
            void place(
              plan.versionCode,
              () => addPlanOrder({ versionCode: plan.versionCode, period, amountFen }),
              '/user/UpgradeAccountPayment',
            )
          }
        >
          {t('upgrade.buy', { name: plan.name })}
        </Button>
      );
    }
    if (plan.versionCode === current.versionCode) {
      return (
        <Button block onClick={() => navigate('/user/renewPayment')}>
          {t('upgrade.renew')}
        </Button>
      );
    }
    const target = upgrade?.targets.find((row) => row.versionCode === plan.versionCode);
    if (!target) return null;
    return (
      <Button
        type="primary"
        block
        loading={placing === plan.versionCode}
        onClick={() =>
          void place(
            plan.versionCode,
            () => addUpgradeOrder({ versionCode: plan.versionCode, amountFen: target.amountFen }),
            '/user/upgradePayment',
          )
        }
      >
        {t('upgrade.upgradeTo', { name: plan.name, amount: yuan(t, target.amountFen) })}
      </Button>
    );
  }

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card title={t('upgrade.current')} loading={!current} extra={<Link to="/user/order">{t('orders.title')}</Link>}>
        {current && (
          <Descriptions column={1}>
            <Descriptions.Item label={t('upgrade.current')}>
              <span data-testid="current-plan">{current.versionName}</span>
            </Descriptions.Item>
            {current.endTime && (
              <Descriptions.Item label={t('upgrade.endLabel')}>
                {t('upgrade.endTime', { time: formatInstant(current.endTime), days: current.daysRemaining })}
              </Descriptions.Item>
            )}
          </Descriptions>
        )}
        {current?.openOrderId && (
          <Alert
            type="info"
            showIcon
            message={t('upgrade.openOrder')}
            action={
              <Link to={`/user/orderInfo?orderId=${String(current.openOrderId)}`}>{t('upgrade.continueOrder')}</Link>
            }
          />
        )}
      </Card>
      <Space align="center" wrap>
        <Typography.Text id="period-label">{t('upgrade.period')}</Typography.Text>
        <Segmented<BillingPeriod>
          aria-labelledby="period-label"
          value={period}
          onChange={setPeriod}
          options={PERIODS.map((value) => ({ value, label: t(`periods.${value}`) }))}
        />
      </Space>
      {current && current.versionCode !== FREE_VERSION_CODE && (
        <Typography.Paragraph type="secondary">
          {t('upgrade.upgradeNote', { months: current.monthsRemaining })}
        </Typography.Paragraph>
      )}
      <Row gutter={[16, 16]}>
        {(plans.data?.data ?? []).map((plan) => (
          <Col key={plan.versionCode} xs={24} sm={12} xl={6}>
            <Card
              data-testid={`plan-${String(plan.versionCode)}`}
              title={
                <Space>
                  <h2 style={{ fontSize: 16, margin: 0 }}>{plan.name}</h2>
                  {current?.versionCode === plan.versionCode && <Tag color="blue">{t('upgrade.currentBadge')}</Tag>}
                </Space>
              }
            >
              <Typography.Title level={3} style={{ margin: 0 }}>
                {yuan(t, plan.prices[period])}
              </Typography.Title>
              <Typography.Text type="secondary">
                {t(`periodShort.${period}`)} · {t('upgrade.perMonth', { amount: yuan(t, plan.unitPriceFen) })}
              </Typography.Text>
              <Limits plan={plan} />
              {action(plan, offer.data?.data)}
            </Card>
          </Col>
        ))}
      </Row>
    </Space>
  );
}
