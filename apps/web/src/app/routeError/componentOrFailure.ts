import type { ComponentType } from 'react';

let failed = false;

/** Whether a route's module could not be loaded since the page started (main.tsx then draws rather than hydrates). */
export function someRouteFailedToLoad(): boolean {
  return failed;
}

/**
 * A route's component, loaded on first use. A module that cannot be loaded (its file gone after a deployment,
 * issue 28 point 9) becomes a component that throws the failure where the page or layout would be, so that route's
 * own error element shows it inside the layouts around it. Left to reject, React Router 7 keeps treating the route
 * as still loading and draws nothing at all in its place.
 */
export function componentOrFailure(load: () => Promise<ComponentType>): () => Promise<ComponentType> {
  return async () => {
    try {
      return await load();
    } catch (error) {
      failed = true;
      return function FailedToLoad(): never {
        throw error;
      };
    }
  };
}
