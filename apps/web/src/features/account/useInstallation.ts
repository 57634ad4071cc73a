import type { InstallationInfo } from '@questline/contract';
import { useQuery } from '@tanstack/react-query';
import { getInstallation } from '../../api/social';

/**
 * What this installation can do (ADRs 0103, 0108): its social sign-ins, whether phone codes are texted and whether
 * it sends mail. Asked once per page load; undefined until it answers, when pages show only what needs neither.
 */
export function useInstallation(): InstallationInfo | undefined {
  return useQuery({
    queryKey: ['installation'],
    queryFn: async () => (await getInstallation()).data,
    staleTime: Infinity,
  }).data;
}
