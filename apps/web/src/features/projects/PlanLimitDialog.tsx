import { CrownOutlined } from '@ant-design/icons';
import { type PlanLimitData, planName } from '@questline/contract';
import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../app/navigation';
import { currentLocale } from '../../i18n';

/** Where the VIP upgrade is bought (spec point 2 "Price page": buy buttons go to /user/UpgradeAccount). */
export const UPGRADE_PATH = '/user/UpgradeAccount';

/**
 * Spec points 6 "Plan limits" and 8 (500101): explains which limit was reached and offers the VIP upgrade.
 * Member limits follow the owner's plan, so an admin is told the owner upgrades.
 */
export function PlanLimitDialog({ limit, onClose }: { limit: PlanLimitData | null; onClose: () => void }) {
  const { t } = useTranslation('projects');
  const navigate = useAppNavigate();
  const members = limit?.kind === 'members';
  const params = limit
    ? { plan: planName(currentLocale(), limit.versionCode), limit: limit.limit, current: limit.current }
    : {};
  return (
    <Modal
      open={limit !== null}
      title={t(members ? 'limit.membersTitle' : 'limit.projectsTitle')}
      onCancel={onClose}
      width={440}
      footer={[
        <Button key="later" onClick={onClose}>
          {t('limit.later')}
        </Button>,
        <Button
          key="upgrade"
          type="primary"
          icon={<CrownOutlined />}
          onClick={() => {
            onClose();
            navigate(UPGRADE_PATH);
          }}
        >
          {t('limit.upgrade')}
        </Button>,
      ]}
    >
      <Typography.Paragraph data-testid="plan-limit-text">
        {t(members ? 'limit.members' : 'limit.projects', params)}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('limit.upgradeHint')} {members ? t('limit.ownerHint') : ''}
      </Typography.Paragraph>
    </Modal>
  );
}
