import { Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMyProjects } from '../projects';
import { BoardGate } from './BoardGate';
import { BoardView } from './BoardView';
import { BOARD_BACKGROUND } from './ScaledCanvas';
import { useLiveBoard } from './useLiveBoard';

/** How long each project stays on the wall (ADR 0062): long enough to read it from across the room. */
export const CYCLE_SECONDS = 20;

function Waiting() {
  return (
    <div style={{ position: 'fixed', inset: 0, display: 'grid', placeItems: 'center', background: BOARD_BACKGROUND }}>
      <Spin size="large" />
    </div>
  );
}

function CyclingBoard() {
  const { t } = useTranslation('bigScreen');
  const mine = useMyProjects();
  const projects = (mine.data?.projects ?? []).filter((project) => !project.archived);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((value) => value + 1), 1000);
    return () => clearInterval(timer);
  }, []);
  const index = projects.length === 0 ? 0 : Math.floor(tick / CYCLE_SECONDS) % projects.length;
  const project = projects[index] ?? null;
  const { board, live } = useLiveBoard(
    project?.projectId ?? null,
    projects.map((entry) => entry.projectId),
  );
  if (mine.isPending) return <Waiting />;
  if (!project) return <Result status="info" title={t('board.noProject')} />;
  if (board.error) return <Result status="error" title={board.error.message} />;
  if (!board.data) return <Waiting />;
  return (
    <BoardView
      board={board.data}
      live={live}
      cycle={
        projects.length > 1
          ? { current: index + 1, count: projects.length, secondsLeft: CYCLE_SECONDS - (tick % CYCLE_SECONDS) }
          : undefined
      }
    />
  );
}

/** /bigScreenFull: the wall display that cycles through every active project of the viewer (ADR 0062). */
export default function BigScreenFullPage() {
  return (
    <BoardGate>
      <CyclingBoard />
    </BoardGate>
  );
}
