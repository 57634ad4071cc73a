import { type ReactNode, useEffect, useState } from 'react';

/** The board is laid out once on a 1920 x 1080 canvas; larger and smaller screens scale it whole. */
export const CANVAS_WIDTH = 1920;
export const CANVAS_HEIGHT = 1080;
export const BOARD_BACKGROUND = '#07111f';

function fit() {
  return Math.min(window.innerWidth / CANVAS_WIDTH, window.innerHeight / CANVAS_HEIGHT);
}

/**
 * Issue 13 "scales to 1920x1080 and 3840x2160 without scrollbars": a fixed design canvas scaled with a CSS
 * transform to the largest size that fits the window, centred on the dark background; nothing overflows.
 */
export function ScaledCanvas({ children, label }: { children: ReactNode; label: string }) {
  const [scale, setScale] = useState(fit);
  useEffect(() => {
    const resize = () => setScale(fit());
    window.addEventListener('resize', resize);
    return () => window.removeEventListener('resize', resize);
  }, []);
  return (
    <main
      aria-label={label}
      style={{ position: 'fixed', inset: 0, overflow: 'hidden', background: BOARD_BACKGROUND, color: '#e6f0ff' }}
    >
      <div
        data-testid="board-canvas"
        style={{
          position: 'absolute',
          left: (window.innerWidth - CANVAS_WIDTH * scale) / 2,
          top: (window.innerHeight - CANVAS_HEIGHT * scale) / 2,
          width: CANVAS_WIDTH,
          height: CANVAS_HEIGHT,
          transform: `scale(${String(scale)})`,
          transformOrigin: '0 0',
        }}
      >
        {children}
      </div>
    </main>
  );
}
