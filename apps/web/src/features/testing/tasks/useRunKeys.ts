import { useEffect, useRef } from 'react';

/** The run screen's keys: P/F/B/S record, J or ↓ next, K or ↑ previous. */
export type RunKey = 'pass' | 'fail' | 'block' | 'skip' | 'next' | 'previous';

const KEYS: Record<string, RunKey> = {
  p: 'pass',
  f: 'fail',
  b: 'block',
  s: 'skip',
  j: 'next',
  arrowdown: 'next',
  k: 'previous',
  arrowup: 'previous',
};

/** Typing in a field (a note, an actual result) must not record anything. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLInputElement) return !['radio', 'checkbox', 'button', 'submit'].includes(target.type);
  // A step's result buttons (radios) keep focus after a click: the next key still records.
  return target.isContentEditable || ['TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Keyboard-driven running (issue 14 "Web"): the whole screen listens while it is shown and no dialog is
 * open; modifier chords stay the browser's.
 */
export function useRunKeys(enabled: boolean, onKey: (key: RunKey) => void): void {
  const latest = useRef(onKey);
  useEffect(() => {
    latest.current = onKey;
  });
  useEffect(() => {
    if (!enabled) return;
    const listener = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      const key = KEYS[event.key.toLowerCase()];
      if (!key) return;
      event.preventDefault();
      latest.current(key);
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [enabled]);
}
