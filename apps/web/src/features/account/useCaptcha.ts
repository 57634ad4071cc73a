import type { CaptchaData } from '@questline/contract';
import { useQuery } from '@tanstack/react-query';
import { getCaptcha } from '../../api/account';

/** The login captcha (GET /captchaImage); each refresh fetches a new picture and uuid. */
export function useCaptcha(): {
  data: CaptchaData | undefined;
  loading: boolean;
  error: string | null;
  refresh(): void;
} {
  const query = useQuery({
    queryKey: ['captcha'],
    queryFn: async () => (await getCaptcha()).data,
    // A captcha is single use and expires: never show a cached one.
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
  });
  return {
    data: query.data,
    loading: query.isFetching,
    error: query.error ? query.error.message : null,
    refresh: () => void query.refetch(),
  };
}
