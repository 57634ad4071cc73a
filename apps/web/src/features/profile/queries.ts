import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getProfile } from '../../api/profile';

export const PROFILE_KEY = ['profile'] as const;

/** The personal centre's user (GET /{product}/center/getUserInfo). */
export function useProfile() {
  return useQuery({ queryKey: PROFILE_KEY, queryFn: async () => (await getProfile()).data });
}

export function useRefreshProfile(): () => Promise<void> {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: PROFILE_KEY });
}
