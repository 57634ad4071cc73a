import type { KeyboardEvent } from 'react';

/** A form's Ctrl/Cmd-Enter: saves from any of its fields, as trackers do (issue 35, the keyboard-only workflow). */
export function onCtrlEnter(run: () => void) {
  return (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
    event.preventDefault();
    run();
  };
}
