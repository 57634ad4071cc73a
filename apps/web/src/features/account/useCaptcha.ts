import type { CaptchaData } from '@questline/contract';
import { useQuery } from '@tanstack/react-query';
import { getCaptcha } from '../../api/account';

/**
 * A captcha (GET /captchaImage); each refresh fetches a new picture and uuid. `purpose` keeps the password
 * sign-in's captcha apart from the one before texting a code, which share the /login page.
 */
export function useCaptcha(
  purpose: 'login' | 'phoneCode' = 'login',
  enabled = true,
): {
  data: CaptchaData | undefined;
  loading: boolean;
  error: string | null;
  refresh(): void;
} {
  const query = useQuery({
    queryKey: ['captcha', purpose],
    queryFn: async () => (await getCaptcha()).data,
    enabled,
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
