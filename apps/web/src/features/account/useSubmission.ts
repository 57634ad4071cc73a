import { useState } from 'react';
import { useWrite } from '../../ui/useWrite';
import { messageOf } from './formRules';

/**
 * The sending state every account form shares (a write through `useWrite`, ADR 0143): the failure shown above the
 * form, which the form owns, and the busy button. After a success the page navigates away, so the button stays busy
 * (`isSuccess`); `onFailure` lets a form reset what a failed attempt used up (the login captcha).
 */
export function useSubmission<T>(submit: (values: T) => Promise<void>, onFailure?: () => void) {
  const [error, setError] = useState<string | null>(null);
  const sending = useWrite({
    write: submit,
    ownsFailure: true,
    onError: (failure) => {
      setError(messageOf(failure));
      onFailure?.();
    },
  });
  function onFinish(values: T) {
    setError(null);
    sending.mutate(values);
  }
  return { error, setError, submitting: sending.isPending || sending.isSuccess, onFinish };
}
