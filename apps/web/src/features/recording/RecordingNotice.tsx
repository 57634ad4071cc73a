import { CrownOutlined } from '@ant-design/icons';
import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../app/navigation';
import { UPGRADE_PATH } from '../projects';

/**
 * Why the recorder does not open (spec point 8): "screen recording is a VIP function (not a VIP project)", with
 * the upgrade offered, or "this browser is not supported at the moment".
 */
export function RecordingNotice({ reason, onClose }: { reason: 'vip' | 'unsupported'; onClose: () => void }) {
  const { t } = useTranslation('recording');
  const navigate = useAppNavigate();
  const vip = reason === 'vip';
  return (
    <Modal
      open
      title={t(vip ? 'vipTitle' : 'unsupportedTitle')}
      onCancel={onClose}
      width={440}
      footer={
        vip
          ? [
              <Button key="later" onClick={onClose}>
                {t('later')}
              </Button>,
              <Button
                key="upgrade"
                type="primary"
                icon={<CrownOutlined aria-hidden />}
                onClick={() => {
                  onClose();
                  navigate(UPGRADE_PATH);
                }}
              >
                {t('upgrade')}
              </Button>,
            ]
          : [
              <Button key="close" type="primary" onClick={onClose}>
                {t('close')}
              </Button>,
            ]
      }
    >
      <Typography.Paragraph style={{ marginBottom: 0 }}>{t(vip ? 'vipText' : 'unsupportedText')}</Typography.Paragraph>
    </Modal>
  );
}
