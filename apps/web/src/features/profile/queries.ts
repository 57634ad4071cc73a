import { useQuery } from '@tanstack/react-query';
import { getProfile } from '../../api/profile';

export const PROFILE_KEY = ['profile'] as const;

/** The personal centre's user (GET /{product}/center/getUserInfo). */
export function useProfile() {
  return useQuery({ queryKey: PROFILE_KEY, queryFn: async () => (await getProfile()).data });
}
