import { App } from 'antd';
import { useState } from 'react';

/**
 * Runs one settings change: shows `done` on success and reloads the list. A failure has already been shown
 * by the client (spec point 8), so it only answers false.
 */
export function useSettingsAction(refresh: () => Promise<void>) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  async function run(call: () => Promise<unknown>, done?: string): Promise<boolean> {
    setBusy(true);
    try {
      await call();
      if (done) void message.success(done);
      await refresh();
      return true;
    } catch {
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, run };
}
