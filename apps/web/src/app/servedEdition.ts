import { DEFAULT_EDITION, type Edition, isEdition } from '@questline/contract';

/**
 * The edition the server wrote on <html> (ADR 0103), known before the first render. A page without it (the
 * hosted service, Vite's dev server) and the build's prerender, which has no document, are the default's: the
 * prerender draws the self-hosted `/` at /welcome, a path no edition treats differently.
 */
export function servedEdition(): Edition {
  if (typeof document === 'undefined') return DEFAULT_EDITION;
  const stamped = document.documentElement.dataset.edition;
  return isEdition(stamped) ? stamped : DEFAULT_EDITION;
}
