/**
 * The workspace's frame the server draws into a workspace route's page before any script (ADR 0150,
 * apps/web/build/workspaceShell.ts). It lies behind the app, whose opaque layout covers it from its first frame.
 */
export const WORKSPACE_SHELL_ID = 'workspace-shell';

/** Takes the frame away once the app has drawn: whatever route that is, the frame has done its work. */
export function removeWorkspaceShell(): void {
  document.getElementById(WORKSPACE_SHELL_ID)?.remove();
}
