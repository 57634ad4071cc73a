import type { AppDeps } from '../../deps';

/**
 * Issue 13 "big screen": every committed issue event is told to the project room, so live views
 * (the big screen, the statistics tab) refetch within a second of a workflow action. Only members enter
 * a project's room (goInRoom checks), so nothing reaches anyone else. The event carries no issue content.
 */
export function startProjectRoomEvents(deps: Pick<AppDeps, 'questionEvents' | 'realtime'>): () => void {
  return deps.questionEvents.subscribe((event) => {
    deps.realtime.tellProject({
      projectId: event.projectId,
      questionId: event.questionId,
      action: event.code,
      toStatus: event.toStatus,
    });
  });
}
