import { type BoardStats, HISTORY_LABELS } from '@questline/contract';
import { type CSSProperties, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../i18n';
import { EChart } from '../../ui/EChart';
import { chartSummary, statusLabel } from '../stats';
import { funnelOption, loadOption } from './boardOptions';
import { ScaledCanvas } from './ScaledCanvas';
import { calendarDay, formatInstant } from '../../ui/format';

const panel: CSSProperties = {
  background: 'rgba(22, 119, 255, 0.08)',
  border: '1px solid rgba(105, 177, 255, 0.35)',
  borderRadius: 12,
  padding: 24,
  minHeight: 0,
};
const heading: CSSProperties = { margin: '0 0 12px', fontSize: 30, fontWeight: 600, color: '#bae0ff' };

/** Where the board stands in its cycle; absent for a single project. */
export interface BoardCycle {
  current: number;
  count: number;
  secondsLeft: number;
}

/**
 * Issue 13 "Big screen": one project's board on the dark 1920 x 1080 canvas: health today, the workflow
 * funnel, the handlers' open load and the latest activity. Type is large enough to read across a room.
 */
export function BoardView({ board, live, cycle }: { board: BoardStats; live: boolean; cycle?: BoardCycle }) {
  const { t } = useTranslation('bigScreen');
  const locale = currentLocale();
  const { health } = board;
  const funnel = useMemo(
    () => board.funnel.map((step) => ({ name: statusLabel(step.status), value: step.count })),
    [board.funnel],
  );
  const loads = useMemo(() => board.handlers.map((handler) => ({ name: handler.name, value: handler.open })), [board]);
  const tiles = [
    ['open', health.open],
    ['overdue', health.overdue],
    ['createdToday', health.createdToday],
    ['resolvedToday', health.resolvedToday],
    ['total', health.total],
  ] as const;
  return (
    <ScaledCanvas label={`${t('title')}: ${health.projectName}`}>
      <div
        style={{
          display: 'grid',
          gridTemplateRows: '96px 168px 1fr 48px',
          gap: 24,
          height: '100%',
          padding: 40,
          boxSizing: 'border-box',
        }}
      >
        <header style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <h1 style={{ margin: 0, fontSize: 56, color: '#ffffff' }} data-testid="board-project">
            {health.projectName}
          </h1>
          <div style={{ fontSize: 28, display: 'flex', gap: 24, alignItems: 'center' }}>
            <span
              role="status"
              style={{ color: live ? '#95de64' : '#ffc069', display: 'flex', alignItems: 'center', gap: 10 }}
            >
              <span
                aria-hidden
                style={{ width: 16, height: 16, borderRadius: 8, background: live ? '#95de64' : '#ffc069' }}
              />
              {live ? t('board.live') : t('board.offline')}
            </span>
            <span>{calendarDay()}</span>
          </div>
        </header>
        <section style={{ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: 24 }}>
          {tiles.map(([key, value]) => (
            <div key={key} style={{ ...panel, display: 'grid', alignContent: 'center' }}>
              <div style={{ fontSize: 28, color: '#91caff' }}>{t(`kpi.${key}`)}</div>
              <div style={{ fontSize: 72, fontWeight: 700, lineHeight: 1.1 }} data-testid={`board-${key}`}>
                {value}
              </div>
            </div>
          ))}
        </section>
        <section style={{ display: 'grid', gridTemplateColumns: '1fr 1fr 1.2fr', gap: 24, minHeight: 0 }}>
          <div style={panel}>
            <h2 style={heading}>{t('board.funnel')}</h2>
            <EChart
              theme="dark"
              option={funnelOption(funnel)}
              label={chartSummary(t('board.funnel'), funnel)}
              style={{ height: 480 }}
            />
          </div>
          <div style={panel}>
            <h2 style={heading}>{t('board.handlers')}</h2>
            {loads.length === 0 ? (
              <p style={{ fontSize: 28 }}>{t('board.noHandlers')}</p>
            ) : (
              <EChart
                theme="dark"
                option={loadOption(loads)}
                label={chartSummary(t('board.handlers'), loads)}
                style={{ height: 480 }}
              />
            )}
          </div>
          <div style={{ ...panel, overflow: 'hidden' }}>
            <h2 style={heading}>{t('board.activity')}</h2>
            {board.activity.length === 0 ? (
              <p style={{ fontSize: 28 }}>{t('board.noActivity')}</p>
            ) : (
              <ol
                style={{
                  listStyle: 'none',
                  margin: 0,
                  padding: 0,
                  display: 'grid',
                  gridTemplateColumns: 'minmax(0, 1fr)',
                  gap: 14,
                }}
                data-testid="board-activity"
              >
                {board.activity.map((event) => (
                  <li key={event.id} style={{ fontSize: 24, lineHeight: 1.3, display: 'flex', gap: 16, minWidth: 0 }}>
                    <span style={{ color: '#91caff', flex: 'none' }}>{formatInstant(event.createTime, 'clock')}</span>
                    <span style={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                      {event.operatorName} ·{' '}
                      {(HISTORY_LABELS[locale] as Partial<Record<string, string>>)[event.code] ?? event.code} · #
                      {event.number} {event.title}
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </div>
        </section>
        <footer style={{ fontSize: 24, color: '#91caff' }} aria-live="polite">
          {cycle ? t('board.cycle', { current: cycle.current, count: cycle.count, seconds: cycle.secondsLeft }) : null}
        </footer>
      </div>
    </ScaledCanvas>
  );
}
