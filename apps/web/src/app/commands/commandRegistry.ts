import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';

/**
 * Something a person can do by keyboard where they are (issue 35): run from the command palette (Ctrl/Cmd-K) and,
 * with a `key`, by that key alone outside fields. The page or part that can do it registers it while it is in front.
 */
export interface Command {
  id: string;
  /** What the palette shows and matches, in the interface language. */
  title: string;
  /** The issue in view, or the list in view: the palette and the shortcut list group by it. */
  group: 'issue' | 'list';
  /** One key, as KeyboardEvent.key names it ('j', 'Enter', '/'). */
  key?: string;
  run: () => void;
}

type Listener = () => void;

/** The commands registered now, by whoever registered them; one registry for the whole workspace. */
class CommandRegistry {
  private readonly sets = new Map<symbol, readonly Command[]>();
  private readonly listeners = new Set<Listener>();
  private snapshot: readonly Command[] = [];

  register(commands: readonly Command[]): () => void {
    const owner = Symbol('commands');
    this.sets.set(owner, commands);
    this.changed();
    return () => {
      this.sets.delete(owner);
      this.changed();
    };
  }

  list = (): readonly Command[] => this.snapshot;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The command a key runs: the latest registered wins, as the part in front registers last. */
  forKey(key: string): Command | undefined {
    return [...this.snapshot].reverse().find((command) => command.key === key);
  }

  private changed() {
    this.snapshot = [...this.sets.values()].flat();
    for (const listener of this.listeners) listener();
  }
}

export const commandRegistry = new CommandRegistry();

/** The registered commands, kept current. */
export function useRegisteredCommands(): readonly Command[] {
  return useSyncExternalStore(commandRegistry.subscribe, commandRegistry.list);
}

/**
 * Registers `commands` while the caller is mounted and `active`. Their `run` may change every render: the registry
 * keeps a stable wrapper and calls the latest one, and registers again only when what it shows changes.
 */
export function useCommands(commands: readonly Command[], active = true): void {
  const latest = useRef(commands);
  useLayoutEffect(() => {
    latest.current = commands;
  });
  const shape = active
    ? commands.map((command) => `${command.id}\u0000${command.title}\u0000${command.key ?? ''}`)
    : [];
  const shapeKey = shape.join('\u0001');
  useEffect(() => {
    if (shapeKey === '') return undefined;
    return commandRegistry.register(
      latest.current.map((command) => ({
        ...command,
        run: () => latest.current.find((one) => one.id === command.id)?.run(),
      })),
    );
  }, [shapeKey]);
}
