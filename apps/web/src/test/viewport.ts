/** What a media query's change listener is called with: the parts antd and useNarrow read. */
type Listener = (event: { matches: boolean; media: string }) => void;

/**
 * A window of the given width for the media queries of antd and ui/useNarrow: `(max-width: N)` and
 * `(min-width: N)` are answered from it (jsdom answers none), any other query with false. `resize` changes the
 * width and tells the listeners, as turning a phone does. Restore the stub of test/setup.ts with `restore`.
 */
export function viewportWidth(initial: number) {
  let width = initial;
  const listeners = new Map<string, Set<Listener>>();
  const original = window.matchMedia;
  const matches = (query: string) => {
    const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
    return (
      conditions.length > 0 &&
      conditions.every(([, side, value]) => (side === 'min' ? width >= Number(value) : width <= Number(value)))
    );
  };
  window.matchMedia = (query: string) => {
    const own = listeners.get(query) ?? new Set<Listener>();
    listeners.set(query, own);
    return {
      get matches() {
        return matches(query);
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => own.add(listener),
      removeEventListener: (_type: string, listener: Listener) => own.delete(listener),
      addListener: (listener: Listener) => own.add(listener),
      removeListener: (listener: Listener) => own.delete(listener),
      dispatchEvent: () => false,
    } as unknown as MediaQueryList;
  };
  return {
    resize(next: number) {
      width = next;
      for (const [query, own] of listeners) {
        // antd's responsive observer reads `matches` off the event it is given.
        for (const listener of own) listener({ matches: matches(query), media: query });
      }
    },
    restore() {
      window.matchMedia = original;
    },
  };
}
