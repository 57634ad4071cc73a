import type { ImPresenceState } from '@questline/contract';

/** A person's presence as a coloured dot; the words beside it say the same for those who do not see colour. */
export function PresenceDot({ state }: { state: ImPresenceState }) {
  return <span className={`im-presence im-presence-${state}`} aria-hidden data-testid={`im-presence-${state}`} />;
}
