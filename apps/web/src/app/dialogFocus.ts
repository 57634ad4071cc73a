/**
 * Every antd dialog opens with its first field focused (issue 38, point 5), so a person types at once instead of
 * reaching for the mouse. One listener for all dialogs rather than an autoFocus in each: antd focuses the dialog
 * element itself when it opens, or its focus lock the close button, and this moves the first focus that enters
 * a dialog on to the first field. Later focus (a person tabbing back to the close button) is left alone. A form that loads its fields
 * after opening gets them focused when they appear, as long as the person has not moved focus elsewhere.
 * Dialogs without fields (confirmations) keep antd's own choice of button.
 */
const DIALOG = '.ant-modal[role="dialog"]';
/** Where antd puts the focus of an opening dialog. */
const OPENING_FOCUS = `${DIALOG}, ${DIALOG} .ant-modal-close`;
const FIELD = [
  'input:not([type="hidden"]):not([disabled])',
  'textarea:not([disabled])',
  '[contenteditable="true"]',
].join(', ');

function firstField(dialog: Element): HTMLElement | null {
  return dialog.querySelector<HTMLElement>(FIELD);
}

/** Focus is still where antd put it while opening (or nowhere), so moving it takes nothing from the person. */
function stillOpening(doc: Document): boolean {
  const now = doc.activeElement;
  return now === null || now === doc.body || now.matches(OPENING_FOCUS);
}

export function focusFirstFieldOfDialogs(doc: Document = document): () => void {
  let watching: MutationObserver | null = null;
  const entered = new WeakSet<Element>();

  function stopWatching() {
    watching?.disconnect();
    watching = null;
  }

  function onFocusIn(event: FocusEvent) {
    const target = event.target instanceof HTMLElement ? event.target : null;
    if (!target?.matches(OPENING_FOCUS)) stopWatching();
    const dialog = target?.closest(DIALOG);
    if (!target || !dialog || entered.has(dialog)) return;
    entered.add(dialog);
    if (!target.matches(OPENING_FOCUS)) return;
    const field = firstField(dialog);
    if (field) {
      // After antd has finished its own focus handling of the opening, which would otherwise win.
      setTimeout(() => {
        if (stillOpening(doc)) field.focus();
      }, 0);
      return;
    }
    // A form that loads its fields: focus the first as it appears, unless the person has moved on.
    watching = new MutationObserver(() => {
      if (!stillOpening(doc)) {
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
