import type { SearchHit } from '@questline/contract';

/**
 * Where a hit opens (issue 35). Issues, documents and disk files have addresses of their own; test cases, plans and
 * projects open in their project's pages, which show the current project, so `projectId` says which project to make
 * current first. People have no page of their own: null.
 */
export interface HitTarget {
  path: string;
  projectId?: number;
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
      return null;
  }
}
