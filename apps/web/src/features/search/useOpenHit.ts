import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getMyProjects } from '../../api/projects';
import { useAppNavigate } from '../../app/navigation';
import { imSignals } from '../im';
import { projectKeys } from '../projects';
import type { HitTarget } from './hitTarget';

/**
 * Opens a hit's target. One inside a project's pages makes that project current first, as opening a project from
 * the project list does (useProjectActions), so the page shows the hit's project and not the one open before.
 */
export function useOpenHit(): (target: HitTarget) => Promise<void> {
  const client = useQueryClient();
  const navigate = useAppNavigate();
  return useCallback(
    async (target: HitTarget) => {
      if (target.chatWith !== undefined) {
        imSignals.publish({ kind: 'open', target: { withUserId: target.chatWith } });
        return;
      }
      if (target.projectId !== undefined) {
        try {
          client.setQueryData(projectKeys.mine(), (await getMyProjects(target.projectId)).data);
        } catch {
          // Shown by the client; the page stays where it is.
          return;
        }
      }
      navigate(target.path);
    },
    [client, navigate],
  );
}
