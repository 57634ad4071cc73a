import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { CannedAnswersPanel } from './CannedAnswersPanel';
import { FiguresPanel } from './FiguresPanel';
import { QueuePanel } from './QueuePanel';
import { StaffPanel } from './StaffPanel';

/**
 * /admin/workorders (issue 31, ADR 0113): the support desk of support staff and platform administrators -- the
 * queue of everyone's work orders, the desk's figures, the canned answers for replies, and who works the desk.
 */
export default function SupportDeskPage() {
  const { t } = useTranslation('desk');
  return (
    <Card title={<h1 style={{ fontSize: 16, margin: 0 }}>{t('title')}</h1>}>
      <Tabs
        items={[
          { key: 'queue', label: t('tabs.queue'), children: <QueuePanel /> },
          { key: 'figures', label: t('tabs.figures'), children: <FiguresPanel /> },
          { key: 'canned', label: t('tabs.canned'), children: <CannedAnswersPanel /> },
          { key: 'staff', label: t('tabs.staff'), children: <StaffPanel /> },
        ]}
      />
    </Card>
  );
}
