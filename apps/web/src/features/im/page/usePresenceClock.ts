import { useEffect, useState } from 'react';

/** How often "away" is worked out again: a person idle for five minutes turns away within this. */
const TICK_MS = 30_000;

/** The time presence is judged at, moving every TICK_MS, so a quiet person turns away without a word from anyone. */
export function usePresenceClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
