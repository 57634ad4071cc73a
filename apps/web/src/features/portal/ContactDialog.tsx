import type { PortalContact } from '@questline/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { publicGet } from './portalApi';

/** The administrator's contact details: the administration area's settings, or PORTAL_CONTACT_EMAIL, _PHONE (issue 35). */
export function usePortalContact() {
  return useQuery({
    queryKey: ['portal', 'contact'],
    queryFn: () => publicGet<PortalContact>('/anonymous/interface/portalContact'),
    staleTime: 10 * 60_000,
  });
}

export function ContactDetails() {
  const { t } = useTranslation('portal');
  const { data } = usePortalContact();
  return (
    <dl>
      {data?.email && (
        <>
          <dt>{t('price.contactEmail')}</dt>
          <dd>
            <a href={`mailto:${data.email}`}>{data.email}</a>
          </dd>
        </>
      )}
      {data?.phone && (
        <>
          <dt>{t('price.contactPhone')}</dt>
          <dd>
            <a href={`tel:${data.phone}`}>{data.phone}</a>
          </dd>
        </>
      )}
      {/* Issue 35: the support image of the administration area's settings, a support QR code say. */}
      {data?.image && (
        <>
          <dt>{t('price.supportImage')}</dt>
          <dd>
            <img
              src={data.image}
              alt={t('price.supportImage')}
              width={160}
              height={160}
              style={{ objectFit: 'contain' }}
            />
          </dd>
        </>
      )}
    </dl>
  );
}

/** Spec point 2 "Price page": the contact-administrator dialog, a native modal <dialog> (focus kept inside, Esc closes). */
export function ContactDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('portal');
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog ref={dialog} className="portal-dialog" aria-labelledby="contact-title" onClose={onClose}>
      <h2 id="contact-title">{t('price.contactTitle')}</h2>
      <p>{t('price.contactBody')}</p>
      <ContactDetails />
      <p data-testid="support-hours">{t('price.hours')}</p>
      <button type="button" className="portal-button portal-button-primary" onClick={onClose}>
        {t('price.close')}
      </button>
    </dialog>
  );
}
