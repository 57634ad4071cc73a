/**
 * How the API client speaks to the person (spec point 8). The app installs antd-backed implementations
 * (app/FeedbackBridge.tsx) the first time they are needed; tests install recorders. Until one is installed,
 * calls wait for it: a 401 met by the route guard before any antd page has loaded still shows its alert.
 */
export interface Feedback {
  /** A short error toast (antd message). */
  toastError(message: string, durationMs?: number): void;
  /** An error notification with the message as its title (antd notification). */
  notifyError(title: string): void;
  /** The 401 alert with a sign-in-again button; resolves true when the person confirms. */
  confirmSignInAgain(message: string): Promise<boolean>;
}

type Waiting = (feedback: Feedback) => void;

let installed: Feedback | undefined;
let waiting: Waiting[] = [];
const demandListeners = new Set<() => void>();

/** Runs `show` with the installed feedback, or once one is installed, asking the app to install one. */
function whenInstalled(show: Waiting): void {
  if (installed) {
    show(installed);
    return;
  }
  waiting.push(show);
  for (const listener of demandListeners) listener();
}

const deferredFeedback: Feedback = {
  toastError: (message, durationMs) => whenInstalled((real) => real.toastError(message, durationMs)),
  notifyError: (title) => whenInstalled((real) => real.notifyError(title)),
  confirmSignInAgain: (message) =>
    new Promise((resolve) => whenInstalled((real) => void real.confirmSignInAgain(message).then(resolve))),
};

export function installFeedback(feedback: Feedback): void {
  installed = feedback;
  const pending = waiting;
  waiting = [];
  for (const show of pending) show(feedback);
}

/** The app's feedback host listens here to load antd when the first message waits (app/FeedbackHost.tsx). */
export function onFeedbackDemand(listener: () => void): () => void {
  demandListeners.add(listener);
  if (waiting.length > 0) listener();
  return () => demandListeners.delete(listener);
}

export function feedback(): Feedback {
  return installed ?? deferredFeedback;
}
