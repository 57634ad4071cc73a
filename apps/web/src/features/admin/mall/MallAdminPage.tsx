import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { PointsLedgerTable } from '../../points';
import { CommoditiesPanel } from './CommoditiesPanel';
import { PointsOrdersPanel } from './PointsOrdersPanel';

/**
 * /admin/mall (issue 30, ADR 0112; DESIGN.md "/admin/..."): the platform administrators' points mall -- its
 * commodities, the points orders to ship, and everyone's points ledger with adjustments, reversals and export.
 */
export default function MallAdminPage() {
  const { t } = useTranslation('profile');
  return (
    <Card title={<h1 style={{ fontSize: 16, margin: 0 }}>{t('mallAdmin.title')}</h1>}>
      <Tabs
        items={[
          { key: 'commodities', label: t('mallAdmin.commodities'), children: <CommoditiesPanel /> },
          { key: 'orders', label: t('mallAdmin.orders'), children: <PointsOrdersPanel /> },
          { key: 'ledger', label: t('mallAdmin.ledger'), children: <PointsLedgerTable admin /> },
        ]}
      />
    </Card>
  );
}
