import { createRequire } from 'node:module';

const load = createRequire(import.meta.url);

/**
 * A CommonJS package loaded on first use. The drivers of optional services (PostgreSQL, Redis, SMTP) then
 * cost start-up time only on installations that configure them (bench: start to ready).
 */
export function lazyPackage<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => {
    loaded ??= load(name) as T;
    return loaded;
  };
}
