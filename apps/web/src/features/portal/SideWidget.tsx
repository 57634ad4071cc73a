import type { GroupQrCodes as GroupQrCodesAnswer } from '@questline/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { publicGet } from './portalApi';

/** The group QR codes from the server configuration (spec point 7 getWeChatGroupQRCode). */
export function useGroupQrCodes() {
  return useQuery({
    queryKey: ['portal', 'groupQrCodes'],
    queryFn: () => publicGet<GroupQrCodesAnswer>('/anonymous/interface/getWeChatGroupQRCode'),
    staleTime: 10 * 60_000,
  });
}

export function GroupQrCodes() {
  const { t } = useTranslation('portal');
  const { data } = useGroupQrCodes();
  const images = data?.configValue ?? [];
  if (images.length === 0) return <p>{t('widget.noImage')}</p>;
  return (
    <div className="portal-qr">
      {images.slice(0, 2).map((src, index) => {
        const label = t(index === 0 ? 'widget.groupA' : 'widget.groupB');
        return (
          <figure key={src}>
            <img src={src} alt={label} width={140} height={140} loading="lazy" />
            <figcaption>{label}</figcaption>
          </figure>
        );
      })}
    </div>
  );
}

/** Spec point 2: the side widget of the public pages, two group QR codes and a screen-recording prompt. */
export function SideWidget() {
  const { t } = useTranslation('portal');
  const [open, setOpen] = useState(false);
  return (
    <aside className="portal-widget" aria-label={t('widget.title')}>
      {open && (
        <div className="portal-widget-panel" id="portal-widget-panel">
          <h2 style={{ fontSize: 17 }}>{t('widget.title')}</h2>
          <GroupQrCodes />
          <p style={{ margin: '12px 0 0' }}>{t('widget.recording')}</p>
        </div>
      )}
      <button
        type="button"
        className="portal-button portal-button-primary"
        aria-expanded={open}
        aria-controls="portal-widget-panel"
        data-testid="portal-widget"
        onClick={() => setOpen((value) => !value)}
      >
        {t(open ? 'widget.close' : 'widget.open')}
      </button>
    </aside>
  );
}
