import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { floating } from '../../ui/floating';
import { DownloadTable } from './Downloads';
import { usePageMeta } from './usePageMeta';

/** Chromium's install prompt, which is not in TypeScript's DOM library. */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/**
 * Spec point 2: the client downloads. Questline's desktop and mobile client is the installable web app
 * (manifest and service worker, issue 12); the button offers the browser's own install prompt where it exists.
 */
export default function ClientSidePage() {
  const { t } = useTranslation('portal');
  usePageMeta('clientside');
  const [prompt, setPrompt] = useState<InstallPromptEvent>();
  const [installed, setInstalled] = useState(false);

  useEffect(() => {
    const offer = (event: Event) => {
      event.preventDefault();
      setPrompt(event as InstallPromptEvent);
    };
    const done = () => setInstalled(true);
    window.addEventListener('beforeinstallprompt', offer);
    window.addEventListener('appinstalled', done);
    return () => {
      window.removeEventListener('beforeinstallprompt', offer);
      window.removeEventListener('appinstalled', done);
    };
  }, []);

  const install = async () => {
    if (!prompt) return;
    await prompt.prompt();
    if ((await prompt.userChoice).outcome === 'accepted') setInstalled(true);
    setPrompt(undefined);
  };

  return (
    <>
      <h1 data-testid="page-title">{t('downloads.clientTitle')}</h1>
      <p className="portal-lead">{t('downloads.clientIntro')}</p>
      {installed ? (
        <p role="status">{t('downloads.installed')}</p>
      ) : prompt ? (
        <button
          type="button"
          className="portal-button portal-button-primary portal-button-large"
          onClick={floating(install)}
        >
          {t('downloads.install')}
        </button>
      ) : (
        <p>{t('downloads.installHelp')}</p>
      )}
      <div className="portal-grid">
        <section className="portal-card" aria-labelledby="desktop-client">
          <h2 id="desktop-client" style={{ fontSize: 19 }}>
            {t('downloads.desktopTitle')}
          </h2>
          <p>{t('downloads.desktopBody')}</p>
        </section>
        <section className="portal-card" aria-labelledby="mobile-client">
          <h2 id="mobile-client" style={{ fontSize: 19 }}>
            {t('downloads.mobileTitle')}
          </h2>
          <p>{t('downloads.mobileBody')}</p>
        </section>
      </div>
      <DownloadTable />
    </>
  );
}
