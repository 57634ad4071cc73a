import { PLAN_ITEM_TYPE_LABELS, type PlanItemRow, PlanItemTypeCode, dragPlanDates } from '@questline/contract';
import { Typography } from 'antd';
import { type KeyboardEvent, type PointerEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../i18n';
import './gantt.css';
import { DAY_WIDTH, dayOffset, draggedDays, ganttDays, ganttScale } from './ganttScale';

export type PlanDates = { startDate: string; endDate: string };

interface GanttChartProps {
  rows: PlanItemRow[];
  canManage: boolean;
  /** YYYY-MM-DD of the viewer's today, for the red line. */
  today: string;
  /** Saves new dates; the chart shows them until the call settles. */
  onMove: (row: PlanItemRow, dates: PlanDates) => Promise<void>;
}

interface Drag {
  planId: number;
  mode: 'move' | 'resize';
  startX: number;
  days: number;
}

/**
 * The plan tree on a timeline (issue 13): bars from start to end filled by progress, milestones as diamonds,
 * today's line. Administrators drag a bar to move it or its right edge to change the end, or focus it and use
 * the arrow keys (a day each; with Shift, the end date). The same date rules as the form hold: a resize never
 * puts the end before the start, and a milestone stays one day.
 */
export function GanttChart({ rows, canManage, today, onMove }: GanttChartProps) {
  const { t } = useTranslation('plans');
  const locale = currentLocale();
  const hintId = useId();
  const [drag, setDrag] = useState<Drag | null>(null);
  const [pending, setPending] = useState<ReadonlyMap<number, PlanDates>>(new Map());
  const [announcement, setAnnouncement] = useState('');
  const scale = ganttScale(rows, today);
  const width = scale.days * DAY_WIDTH;

  const datesOf = (row: PlanItemRow): PlanDates => {
    const saved = pending.get(row.planId) ?? { startDate: row.startDate, endDate: row.endDate };
    return drag?.planId === row.planId ? dragPlanDates(saved, drag.mode, drag.days, row.itemType) : saved;
  };

  async function commit(row: PlanItemRow, dates: PlanDates) {
    if (dates.startDate === row.startDate && dates.endDate === row.endDate) return;
    setPending((map) => new Map(map).set(row.planId, dates));
    try {
      await onMove(row, dates);
      setAnnouncement(t('gantt.moved', { start: dates.startDate, end: dates.endDate }));
    } finally {
      setPending((map) => {
        const next = new Map(map);
        next.delete(row.planId);
        return next;
      });
    }
  }

  const onPointerDown = (row: PlanItemRow) => (event: PointerEvent<HTMLDivElement>) => {
    if (!canManage || event.button !== 0) return;
    const handle = (event.target as HTMLElement).dataset.handle === 'resize';
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({ planId: row.planId, mode: handle ? 'resize' : 'move', startX: event.clientX, days: 0 });
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag) setDrag({ ...drag, days: draggedDays(event.clientX - drag.startX) });
  };
  const onPointerUp = (row: PlanItemRow) => () => {
    if (!drag) return;
    const dates = datesOf(row);
    setDrag(null);
    void commit(row, dates);
  };
  const onKeyDown = (row: PlanItemRow) => (event: KeyboardEvent<HTMLDivElement>) => {
    if (!canManage || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    const step = event.key === 'ArrowLeft' ? -1 : 1;
    void commit(row, dragPlanDates(datesOf(row), event.shiftKey ? 'resize' : 'move', step, row.itemType));
  };

  const todayX = dayOffset(scale, today) + DAY_WIDTH / 2;
  return (
    <section aria-labelledby={`${hintId}-title`}>
      <Typography.Title level={5} id={`${hintId}-title`}>
        {t('gantt.title')}
      </Typography.Title>
      {canManage && (
        <Typography.Paragraph type="secondary" id={hintId}>
          {t('gantt.hint')}
        </Typography.Paragraph>
      )}
      <div className="plan-gantt" role="group" aria-label={t('gantt.label')} data-testid="plan-gantt">
        <div className="plan-gantt-row plan-gantt-header" aria-hidden="true">
          <div className="plan-gantt-name" />
          <div className="plan-gantt-track" style={{ width }}>
            {ganttDays(scale).map((day) => (
              <div key={day.date} className="plan-gantt-day">
                {day.monthStart && <span className="plan-gantt-month">{day.date.slice(0, 7)}</span>}
                {day.day}
              </div>
            ))}
            {scale.showsToday && (
              <span className="plan-gantt-today-label" style={{ left: todayX - 1 }}>
                {t('gantt.today')}
              </span>
            )}
          </div>
        </div>
        {rows.map((row) => {
          const dates = datesOf(row);
          const milestone = row.itemType === PlanItemTypeCode.milestone;
          const left = dayOffset(scale, dates.startDate);
          const label = milestone
            ? t('gantt.milestone', { name: row.planName, start: dates.startDate })
            : t('gantt.bar', {
                type: PLAN_ITEM_TYPE_LABELS[locale][row.itemType],
                name: row.planName,
                start: dates.startDate,
                end: dates.endDate,
                progress: row.progress,
              });
          const common = {
            role: 'button',
            tabIndex: 0,
            'aria-label': label,
            'aria-describedby': canManage ? hintId : undefined,
            'data-editable': canManage,
            'data-testid': `gantt-bar-${row.planId}`,
            'data-start': dates.startDate,
            'data-end': dates.endDate,
            onPointerDown: onPointerDown(row),
            onPointerMove,
            onPointerUp: onPointerUp(row),
            onPointerCancel: () => setDrag(null),
            onKeyDown: onKeyDown(row),
          };
          return (
            <div className="plan-gantt-row" key={row.planId}>
              <div className="plan-gantt-name" title={row.planName}>
                {row.planName}
              </div>
              <div className="plan-gantt-track" style={{ width }}>
                {scale.showsToday && <div className="plan-gantt-today" style={{ left: todayX }} />}
                {milestone ? (
                  <div {...common} className="plan-gantt-milestone" style={{ left: left + (DAY_WIDTH - 16) / 2 }} />
                ) : (
                  <div
                    {...common}
                    className="plan-gantt-bar"
                    data-type={row.itemType}
                    style={{ left, width: dayOffset(scale, dates.endDate) - left + DAY_WIDTH }}
                  >
                    <div className="plan-gantt-fill" style={{ width: `${row.progress}%` }} />
                    {canManage && (
                      <span
                        className="plan-gantt-handle"
                        data-handle="resize"
                        data-testid={`gantt-resize-${row.planId}`}
                        title={t('gantt.resize', { name: row.planName })}
                      />
                    )}
                  </div>
                )}
              </div>
            </div>
          );
        })}
      </div>
      <div aria-live="polite" className="sr-only" style={{ position: 'absolute', left: -10000 }}>
        {announcement}
      </div>
    </section>
  );
}
