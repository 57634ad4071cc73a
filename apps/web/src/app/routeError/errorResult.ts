import { createContext } from 'react';

/** What the error page says, in the interface language, and what its button does. */
export interface ErrorResultProps {
  /** A file of the build could not be loaded (a deployment since the tab opened), rather than a fault of the page. */
  stale: boolean;
  title: string;
  subtitle: string;
  reloadLabel: string;
  onReload: () => void;
}

/**
 * Whether antd and its theme are around the error element: true inside AntdShell (the workspace and the standalone
 * pages), where the error page is antd's Result. The portal and the root have no antd (ADR 0027), and a page
 * whose files are gone may not get it either, so they draw the same page with plain elements (ADR 0098).
 */
export const AntdAround = createContext(false);
