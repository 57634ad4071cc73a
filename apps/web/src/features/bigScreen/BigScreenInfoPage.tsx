import { Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMyProjects } from '../projects';
import { BoardGate } from './BoardGate';
import { BoardView } from './BoardView';
import { BOARD_BACKGROUND } from './ScaledCanvas';
import { useLiveBoard } from './useLiveBoard';

function OneBoard() {
  const { t } = useTranslation('bigScreen');
  const [params] = useSearchParams();
  const mine = useMyProjects();
  const asked = Number(params.get('projectId'));
  const projectId = Number.isInteger(asked) && asked > 0 ? asked : (mine.data?.current?.projectId ?? null);
  const { board, live } = useLiveBoard(projectId, projectId === null ? [] : [projectId]);
  if (projectId === null && !mine.isPending) return <Result status="info" title={t('board.noProject')} />;
  // The server answers 404 for a project the viewer is not in; the message says so without naming it.
  if (board.error) return <Result status="warning" title={t('board.notFound')} />;
  if (!board.data) {
    return (
      <div style={{ position: 'fixed', inset: 0, display: 'grid', placeItems: 'center', background: BOARD_BACKGROUND }}>
        <Spin size="large" />
      </div>
    );
  }
  return <BoardView board={board.data} live={live} />;
}

/** /bigScreenInfo?projectId=: one project's wall display, the current project without the parameter (ADR 0062). */
export default function BigScreenInfoPage() {
  return (
    <BoardGate>
      <OneBoard />
    </BoardGate>
  );
}
