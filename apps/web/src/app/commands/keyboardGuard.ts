/**
 * Whether a key press belongs to what has focus, so no one-key shortcut may take it (issue 35: "never firing while
 * typing in a field"): a text field, a select's search, an editor, or an open modal dialog, which has keys of its own.
 * A drawer is no modal here: the issue beside the list takes its keys while it is open.
 */
export function keyBelongsToFocus(event: KeyboardEvent): boolean {
  const target = event.target;
  if (target instanceof HTMLElement) {
    if (target.isContentEditable) return true;
    if (target.closest('input, textarea, select, [contenteditable="true"], [role="combobox"], [role="textbox"]')) {
      return true;
    }
    // Enter and Space press the button or follow the link that has focus.
    const presses = event.key === 'Enter' || event.key === ' ';
    if (
      presses &&
      target.closest(
        'button, a[href], [role="button"], [role="link"], [role="tab"], [role="menuitem"], [role="checkbox"], [role="option"]',
      )
    ) {
      return true;
    }
  }
  return dialogOpen();
}

/** An antd modal is open: its wrapper is in the page and shown (a closed one stays, hidden, until destroyed). */
function dialogOpen(): boolean {
  return [...document.querySelectorAll<HTMLElement>('.ant-modal-wrap')].some((wrap) => wrap.style.display !== 'none');
}

/** Ctrl-K, or Cmd-K on a Mac: the palette's key, wherever focus is. */
export function isPaletteKey(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
}
