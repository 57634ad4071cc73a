/**
 * Every antd dialog opens with its first field focused (issue 38, point 5), so a person types at once instead of
 * reaching for the mouse. One listener for all dialogs rather than an autoFocus in each: antd focuses the dialog
 * element itself when it opens, and this moves that focus on to the first field. A form that loads its fields
 * after opening gets them focused when they appear, as long as the person has not moved focus elsewhere.
 * Dialogs without fields (confirmations) keep antd's own choice of button.
 */
const DIALOG = '.ant-modal[role="dialog"]';
const FIELD = [
  'input:not([type="hidden"]):not([disabled])',
  'textarea:not([disabled])',
  '[contenteditable="true"]',
].join(', ');

function firstField(dialog: Element): HTMLElement | null {
  return dialog.querySelector<HTMLElement>(FIELD);
}

export function focusFirstFieldOfDialogs(doc: Document = document): () => void {
  let watching: MutationObserver | null = null;

  function stopWatching() {
    watching?.disconnect();
    watching = null;
  }

  function onFocusIn(event: FocusEvent) {
    stopWatching();
    const dialog = event.target;
    if (!(dialog instanceof HTMLElement) || !dialog.matches(DIALOG)) return;
    const field = firstField(dialog);
    if (field) {
      field.focus();
      return;
    }
    watching = new MutationObserver(() => {
      if (doc.activeElement !== dialog) {
        stopWatching();
        return;
      }
      const appeared = firstField(dialog);
      if (appeared) {
        stopWatching();
        appeared.focus();
      }
    });
    watching.observe(dialog, { childList: true, subtree: true });
  }

  doc.addEventListener('focusin', onFocusIn);
  return () => {
    stopWatching();
    doc.removeEventListener('focusin', onFocusIn);
  };
}
