import {
  type QueryKey,
  type UseMutationOptions,
  type UseMutationResult,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { App } from 'antd';
import { wasKeptQuiet } from '../api/unsaid';

/** What a write reads again once it succeeded: query keys (each a prefix), fixed or from the answer. */
type Refresh<TData, TVariables> = readonly QueryKey[] | ((data: TData, variables: TVariables) => readonly QueryKey[]);

/** What a write says once it succeeded: a fixed text, or one from the answer (nothing when it answers undefined). */
type Success<TData, TVariables> = string | ((data: TData, variables: TVariables) => string | undefined);

export interface WriteOptions<TData, TVariables, TContext = unknown> extends Omit<
  UseMutationOptions<TData, Error, TVariables, TContext>,
  'mutationFn'
> {
  /** The call. */
  write: (variables: TVariables) => Promise<TData>;
  /** Said in a success toast once the cache has been read again and `onSuccess` has run. */
  success?: Success<TData, TVariables>;
  /** The queries read again (awaited) after a success, before `onSuccess` runs. */
  refresh?: Refresh<TData, TVariables>;
  /**
   * The page shows this write's failures itself (an inline error, the VIP upgrade of 500101, a row's error list):
   * the shared handling stays silent and only `onError` runs.
   */
  ownsFailure?: boolean;
}

/** The text of a failure: an Error's message, or the `msg` of an envelope the client rejected with (500101). */
export function failureText(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error !== null && typeof (error as { msg?: unknown }).msg === 'string') {
    return (error as { msg: string }).msg;
  }
  return String(error);
}

/**
 * Every write of the web (issue 29, ADR 0143): TanStack Query's mutation with one failure handling. The API client
 * has already shown most failures (spec point 8: toast, notification, sign-in-again alert), and they are not said
 * twice; one from a call it kept quiet is shown here as an error toast with the server's localised message, unless the
 * page owns it. The
 * pending state is the mutation's `isPending`; `mutate` never rejects, so a handler may call it and let go.
 */
export function useWrite<TData = unknown, TVariables = void, TContext = unknown>({
  write,
  success,
  refresh,
  ownsFailure = false,
  onSuccess,
  onError,
  ...options
}: WriteOptions<TData, TVariables, TContext>): UseMutationResult<TData, Error, TVariables, TContext> {
  const { message } = App.useApp();
  const client = useQueryClient();
  return useMutation<TData, Error, TVariables, TContext>({
    ...options,
    mutationFn: write,
    onSuccess: async (...answer) => {
      const [data, variables] = answer;
      const keys = typeof refresh === 'function' ? refresh(data, variables) : (refresh ?? []);
      await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
      await onSuccess?.(...answer);
      // Said last, once the page shows the write's outcome: a person who goes on at the toast (types the next phone
      // into a form the write then emptied) lost what they typed when it came first (issue 29).
      const said = typeof success === 'function' ? success(data, variables) : success;
      if (said) void message.success(said);
    },
    onError: async (...failure) => {
      const [error] = failure;
      if (!ownsFailure && wasKeptQuiet(error)) void message.error(failureText(error));
      await onError?.(...failure);
    },
  });
}

/**
 * For a confirmation whose OK button waits on a promise (ui/Popconfirm, modal.confirm's onOk): resolves once the
 * write has settled either way, so the confirmation closes after a failure too (the failure was already shown).
 */
export function settled(write: Promise<unknown>): Promise<void> {
  return write.then(
    () => undefined,
    () => undefined,
  );
}
