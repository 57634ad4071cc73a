import { daysRemaining, vipEndWarningDue } from '@questline/contract';
import { Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../app/navigation';
import { useSession } from '../../session/store';
import { formatInstant } from '../../ui/format';

/** The browser remembers the local day the dialog last showed: at most once per calendar day (DOMAIN.md). */
export const VIP_DIALOG_SHOWN_KEY = 'questline.vipEndDialogShown';

function today(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${String(now.getFullYear())}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function shownToday(now: Date): boolean {
  try {
    return window.localStorage.getItem(VIP_DIALOG_SHOWN_KEY) === today(now);
  } catch {
    // Storage refused (private mode): better once per page load than never.
    return false;
  }
}

function rememberShown(now: Date): void {
  try {
    window.localStorage.setItem(VIP_DIALOG_SHOWN_KEY, today(now));
  } catch {
    // As above: nothing to remember it in.
  }
}

/**
 * The VIP-end dialog (spec points 2, 4 and 9), on the hosted edition: 420 px wide, when 0 to 7 days remain on a paid plan, at most
 * once a day per browser, with a renew button to /user/renewPayment.
 */
export function VipEndDialog() {
  const { t } = useTranslation('finance');
  const navigate = useAppNavigate();
  const session = useSession();
  const [now] = useState(() => new Date());
  const [dismissed, setDismissed] = useState(false);
  const version = session?.version;
  // A self-hosted installation has nothing to renew (ADR 0103), whatever plan an account once bought.
  const due =
    session?.edition === 'saas' && version !== undefined && vipEndWarningDue(version.versionCode, version.endTime, now);
  const [open] = useState(() => due && !shownToday(now));
  // Shown counts as seen, even if the person leaves without closing it.
  useEffect(() => {
    if (open) rememberShown(now);
  }, [open, now]);
  if (!open || dismissed || !version?.endTime) return null;

  const close = () => setDismissed(true);
  return (
    <Modal
      open
      width={420}
      title={t('vip.title')}
      okText={t('vip.renew')}
      cancelText={t('vip.later')}
      onOk={() => {
        close();
        navigate('/user/renewPayment');
      }}
      onCancel={close}
    >
      <p data-testid="vip-end-body">
        {t('vip.body', {
          name: version.versionName,
          time: formatInstant(version.endTime),
          days: daysRemaining(now, version.endTime),
        })}
      </p>
    </Modal>
  );
}
