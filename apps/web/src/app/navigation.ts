import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Navigation that swallows duplicates (spec point 2): going to the page that
 * is already shown adds no history entry and reloads nothing.
 */
export function useAppNavigate(): (to: string) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (to: string) => {
      if (to === `${location.pathname}${location.search}${location.hash}`) return;
      void Promise.resolve(navigate(to)).catch(() => undefined);
    },
    [navigate, location],
  );
}
