/**
 * How the API client speaks to the person (spec point 8). The app installs
 * antd-backed implementations at start-up (app/FeedbackBridge.tsx); tests
 * install recorders. Until installed, messages go to the console.
 */
export interface Feedback {
  /** A short error toast (antd message). */
  toastError(message: string, durationMs?: number): void;
  /** An error notification with the message as its title (antd notification). */
  notifyError(title: string): void;
  /** The 401 alert with a sign-in-again button; resolves true when the person confirms. */
  confirmSignInAgain(message: string): Promise<boolean>;
}

const consoleFeedback: Feedback = {
  toastError: (message) => console.error(message),
  notifyError: (title) => console.error(title),
  confirmSignInAgain: () => Promise.resolve(false),
};

let installed: Feedback = consoleFeedback;

export function installFeedback(feedback: Feedback): void {
  installed = feedback;
}

export function feedback(): Feedback {
  return installed;
}
