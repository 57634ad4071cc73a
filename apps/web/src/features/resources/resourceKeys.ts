import type { ResourceQuery } from '../../api/resources';

/** The resource store's query keys: a purchase invalidates `all`. */
export const resourceKeys = {
  all: ['resources'] as const,
  home: ['resources', 'home'] as const,
  memberships: ['resources', 'memberships'] as const,
  list: (query: ResourceQuery) => ['resources', 'list', query] as const,
  detail: (resourceId: number) => ['resources', 'detail', resourceId] as const,
  admin: ['resources', 'admin'] as const,
};
