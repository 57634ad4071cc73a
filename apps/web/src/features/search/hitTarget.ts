import { type SearchHit, imPageUrl } from '@questline/contract';

/**
 * Where a hit opens (issue 35). Issues, documents and disk files have addresses of their own; test cases, plans and
 * projects open in their project's pages, which show the current project, so `projectId` says which project to make
 * current first. A person opens the direct conversation with them in the messaging bubble (`chatWith`); the path is
 * the chat's own page, for a new tab.
 */
export interface HitTarget {
  path: string;
  projectId?: number;
  chatWith?: number;
}

export function hitTarget(hit: SearchHit): HitTarget | null {
  const id = String(hit.id);
  switch (hit.kind) {
    case 'issue':
      return { path: `/problem?projectId=${String(hit.projectId)}&questionId=${id}` };
    case 'document':
      return { path: `/libraryInfo?kbId=${String(hit.parentId)}&docId=${id}` };
    case 'diskFile':
      return { path: hit.parentId === null ? '/myNetworkDisk' : `/myNetworkDisk?folder=${String(hit.parentId)}` };
    case 'testCase':
      return hit.projectId === null ? null : { path: '/testLibrary', projectId: hit.projectId };
    case 'plan':
      return hit.projectId === null ? null : { path: '/problem?view=plans', projectId: hit.projectId };
    case 'project':
      return { path: '/problem', projectId: hit.id };
    case 'person':
      return { path: imPageUrl({ withUserId: hit.id }), chatWith: hit.id };
  }
}
