import { Suspense, lazy, useEffect, useState } from 'react';
import { commandRegistry } from './commandRegistry';
import { isPaletteKey, keyBelongsToFocus } from './keyboardGuard';

// Neither is in the workspace's first load, which carries only the listener. The palette's chunk is fetched a few
// seconds after the workspace shows, so that the words typed right after the first Ctrl-K are not lost to its load.
const loadPalette = () => import('./CommandPalette');
const CommandPalette = lazy(loadPalette);
const PALETTE_PREFETCH_MS = 3_000;
const ShortcutHelp = lazy(() => import('./ShortcutHelp'));

/**
 * The workspace's keys (issue 35): Ctrl/Cmd-K opens the palette from anywhere, `?` the list of shortcuts, and a
 * registered command's key runs it, outside fields and dialogs.
 */
export function KeyboardLayer({ pages }: { pages: readonly { path: string; label: string }[] }) {
  const [open, setOpen] = useState<'palette' | 'help' | null>(null);

  useEffect(() => {
    // A failed fetch is tried again when the palette opens, which then shows why it cannot.
    const prefetch = setTimeout(() => void loadPalette().catch(() => undefined), PALETTE_PREFETCH_MS);
    return () => clearTimeout(prefetch);
  }, []);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.isComposing) return;
      if (isPaletteKey(event)) {
        event.preventDefault();
        setOpen('palette');
        return;
      }
      if (event.ctrlKey || event.metaKey || event.altKey || keyBelongsToFocus(event)) return;
      if (event.key === '?') {
        event.preventDefault();
        setOpen('help');
        return;
      }
      const command = commandRegistry.forKey(event.key);
      if (!command) return;
      event.preventDefault();
      command.run();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <Suspense fallback={null}>
      {open === 'palette' && <CommandPalette pages={pages} onClose={() => setOpen(null)} />}
      {open === 'help' && <ShortcutHelp onClose={() => setOpen(null)} />}
    </Suspense>
  );
}
