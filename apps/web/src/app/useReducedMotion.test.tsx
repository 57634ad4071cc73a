import { act, render, screen } from '@testing-library/react';
import { ConfigProvider, theme as antdTheme } from 'antd';
import { useContext, useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AntdProviders } from './AntdFeedback';

/** A matchMedia whose reduced-motion answer the test sets, telling its listeners when it changes. */
function systemMotion(reduced: boolean) {
  const listeners = new Set<() => void>();
  const state = { reduced };
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      matches: query === '(prefers-reduced-motion: reduce)' && state.reduced,
      media: query,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    }) as unknown as MediaQueryList;
  return {
    set(next: boolean) {
      state.reduced = next;
      for (const listener of listeners) listener();
    },
    restore: () => (window.matchMedia = original),
  };
}

function MotionProbe() {
  const { token } = antdTheme.useToken();
  const { wave } = useContext(ConfigProvider.ConfigContext);
  return (
    <output>
      {token.motion ? 'moving' : 'still'}
      {wave?.disabled ? ', no ripple' : ', ripple'}
    </output>
  );
}

/** Counts its mounts: a page remounted loses what was typed into it. */
function MountCounter({ onMount }: { onMount: () => void }) {
  useEffect(onMount, [onMount]);
  return null;
}

/** ADR 0102: antd's motion follows the system's reduced-motion setting (WCAG 2.3.3). */
describe('reduced motion', () => {
  let motion: ReturnType<typeof systemMotion> | undefined;
  afterEach(() => motion?.restore());

  it('turns antd motion off while the system asks for less, and on again when it no longer does', () => {
    motion = systemMotion(true);
    render(
      <AntdProviders>
        <MotionProbe />
      </AntdProviders>,
    );
    expect(screen.getByRole('status').textContent).toBe('still, no ripple');
    act(() => motion?.set(false));
    expect(screen.getByRole('status').textContent).toBe('moving, ripple');
  });

  it('keeps the page mounted when the setting changes after the first render, as on a hydrated /login (issue 40)', () => {
    let mounts = 0;
    const onMount = () => {
      mounts += 1;
    };
    for (const first of [false, true]) {
      const next = !first;
      motion?.restore();
      motion = systemMotion(first);
      mounts = 0;
      const { unmount } = render(
        <AntdProviders>
          <MountCounter onMount={onMount} />
          <MotionProbe />
        </AntdProviders>,
      );
      act(() => motion?.set(next));
      expect(screen.getByRole('status').textContent).toBe(next ? 'still, no ripple' : 'moving, ripple');
      act(() => motion?.set(first));
      expect(mounts).toBe(1);
      unmount();
    }
  });
});
