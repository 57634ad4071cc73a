import { useState } from 'react';
import { messageOf } from './formRules';

/**
 * The sending state every account form shares: the failure shown above the form and the busy button.
 * After a success the page navigates away, so the button stays busy; `onFailure` lets a form reset
 * what a failed attempt used up (the login captcha).
 */
export function useSubmission<T>(submit: (values: T) => Promise<void>, onFailure?: () => void) {
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  function onFinish(values: T) {
    setError(null);
    setSubmitting(true);
    submit(values).catch((failure: unknown) => {
      setError(messageOf(failure));
      onFailure?.();
      setSubmitting(false);
    });
  }
  return { error, setError, submitting, onFinish };
}
