/** A length of recording as m:ss, with tenths where the trim handles need them (0:03.4). */
export function formatDuration(ms: number, tenths = false): string {
  const safe = Math.max(0, ms);
  const minutes = Math.floor(safe / 60_000);
  const seconds = tenths ? ((safe % 60_000) / 1000).toFixed(1) : String(Math.floor((safe % 60_000) / 1000));
  const [whole = '0'] = seconds.split('.');
  return `${String(minutes)}:${whole.length < 2 ? `0${seconds}` : seconds}`;
}
