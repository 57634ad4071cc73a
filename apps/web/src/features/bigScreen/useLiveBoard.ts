import { useQueryClient } from '@tanstack/react-query';
import { statsKeys, useBoard, useProjectRoomEvents, viewerUtcOffset } from '../stats';

/**
 * A project's board that refetches as soon as any of the watched projects' rooms tells of a change, so the
 * wall shows a workflow action within a second; the board of a project not on screen refetches when shown.
 */
export function useLiveBoard(projectId: number | null, watched: readonly number[]) {
  const client = useQueryClient();
  const board = useBoard(projectId === null ? null : { projectId, utcOffset: viewerUtcOffset() });
  const live = useProjectRoomEvents(watched, (event) => {
    void client.invalidateQueries({ queryKey: statsKeys.project(event.projectId) });
  });
  return { board, live };
}
