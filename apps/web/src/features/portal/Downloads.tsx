import type { DownloadEntry } from '@questline/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GroupQrCodes } from './SideWidget';
import { publicGet } from './portalApi';

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The download entries the administrator configured, or the default one for this very build (server side). */
export function DownloadTable() {
  const { t } = useTranslation('portal');
  const { data, isError } = useQuery({
    queryKey: ['portal', 'downloads'],
    queryFn: () => publicGet<DownloadEntry[]>('/anonymous/interface/downloadList'),
    staleTime: 10 * 60_000,
  });
  if (isError || (data && data.length === 0)) return <p>{t('downloads.none')}</p>;
  return (
    // Focusable so a keyboard can scroll it when a phone is narrower than the table (WCAG 2.1.1).
    <div className="portal-table-scroll" tabIndex={0} role="region" aria-label={t('downloads.tableCaption')}>
      <table className="portal-table" data-testid="download-table">
        <caption>{t('downloads.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('downloads.name')}</th>
            <th scope="col">{t('downloads.version')}</th>
            <th scope="col">{t('downloads.date')}</th>
            <th scope="col">{t('downloads.size')}</th>
            <th scope="col">{t('downloads.link')}</th>
          </tr>
        </thead>
        <tbody>
          {data?.map((entry) => (
            <tr key={`${entry.name}-${entry.version}`}>
              <th scope="row">{entry.name}</th>
              <td>{entry.version}</td>
              <td>{entry.date}</td>
              <td>{entry.sizeBytes === null ? '-' : megabytes(entry.sizeBytes)}</td>
              <td>
                {entry.url === null ? (
                  '-'
                ) : (
                  <a href={entry.url} aria-label={t('downloads.download', { name: entry.name })}>
                    {t('downloads.link')}
                  </a>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The README's commands: what self-hosting this build takes (README.md "Set up on a fresh machine"). */
const DEPLOY_COMMANDS = `# Node.js 20 and npm
npm install && npm start
# http://127.0.0.1:8080, data in ./data (SQLite)
# PostgreSQL: DATABASE_URL=postgres://user:password@host:5432/questline npm start`;

/** The local-deployment content, shared by /deploylocally and the workspace's /inside/deployLocally. */
export function DeployLocallyContent() {
  const { t } = useTranslation('portal');
  return (
    <>
      <h1 data-testid="page-title">{t('downloads.deployTitle')}</h1>
      <p className="portal-lead">{t('downloads.deployIntro')}</p>
      <DownloadTable />
      <h2>{t('downloads.stepsTitle')}</h2>
      <code className="portal-code">{DEPLOY_COMMANDS}</code>
      <div className="portal-grid">
        <section className="portal-card" aria-labelledby="support-group">
          <h2 id="support-group" style={{ fontSize: 19 }}>
            {t('downloads.supportTitle')}
          </h2>
          <GroupQrCodes />
        </section>
        <section className="portal-card" aria-labelledby="chat-group">
          <h2 id="chat-group" style={{ fontSize: 19 }}>
            {t('downloads.chatTitle')}
          </h2>
          <p>{t('widget.recording')}</p>
        </section>
      </div>
    </>
  );
}
