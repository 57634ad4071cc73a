import { QueryClient } from '@tanstack/react-query';

/** The app's one cache of server state: the pages read it, and route loaders may fill it ahead of them. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});
