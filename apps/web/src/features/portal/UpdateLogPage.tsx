import type { UpdateLogEntry } from '@questline/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../session/store';
import { publicGet } from './portalApi';
import { usePageMeta } from './usePageMeta';

/** Spec point 2 "Other public pages": a year dropdown, then each release's day, summary and HTML body. */
export default function UpdateLogPage() {
  const { t } = useTranslation('portal');
  usePageMeta('updateLog');
  const years = useQuery({
    queryKey: ['portal', 'updateLogYears'],
    queryFn: () => publicGet<number[]>('/register/updateLogYearList'),
  });
  const [chosenYear, setChosenYear] = useState<number>();
  // Known once the administrator has opened the workspace in this visit; the server checks the role anyway.
  const isAdmin = useSession()?.roles.includes('admin') ?? false;
  const year = chosenYear ?? years.data?.[0];
  const entries = useQuery({
    queryKey: ['portal', 'updateLog', year],
    queryFn: () => publicGet<UpdateLogEntry[]>('/register/updateLogInfoList', { year: String(year) }),
    enabled: year !== undefined,
  });

  return (
    <>
      <h1 data-testid="page-title">{t('updateLog.title')}</h1>
      <p className="portal-lead">{t('updateLog.intro')}</p>
      {isAdmin && (
        <p>
          <Link to="/updateLogManage">{t('updateLog.manage')}</Link>
        </p>
      )}
      {(years.data?.length ?? 0) > 0 && (
        <label className="portal-field">
          {t('updateLog.year')}
          <select
            className="native-select"
            value={year}
            onChange={(event) => setChosenYear(Number(event.target.value))}
            data-testid="update-log-year"
          >
            {years.data?.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </label>
      )}
      {years.isError || entries.isError ? (
        <p role="alert">{t('updateLog.failed')}</p>
      ) : years.isPending || (year !== undefined && entries.isPending) ? (
        <p>{t('updateLog.loading')}</p>
      ) : (entries.data?.length ?? 0) === 0 ? (
        <p>{t('updateLog.empty')}</p>
      ) : (
        <ol className="portal-log">
          {entries.data?.map((entry) => (
            <li key={entry.id} data-testid="update-log-entry">
              <time dateTime={entry.day}>{entry.day}</time>
              <div>
                <h2 style={{ fontSize: 20 }}>{entry.summary}</h2>
                {/* Sanitised by the server when saved (modules/portal/updateLog.ts). */}
                <div className="portal-rich-text" dangerouslySetInnerHTML={{ __html: entry.content }} />
              </div>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
