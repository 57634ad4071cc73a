import { useEffect, useState } from 'react';

/** Seconds left until `endTime` (ISO text), ticking every second; 0 once past, null without an end. */
export function useSecondsLeft(endTime: string | null | undefined): number | null {
  const end = endTime ? new Date(endTime).getTime() : Number.NaN;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (Number.isNaN(end)) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [end]);
  if (Number.isNaN(end)) return null;
  return Math.max(0, Math.ceil((end - now) / 1000));
}
