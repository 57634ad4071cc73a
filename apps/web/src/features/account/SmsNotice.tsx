import type { InstallationInfo } from '@questline/contract';
import { Alert } from 'antd';

/**
 * Said plainly where phone codes only reach the server log (SMS_PROVIDER=log, ADR 0108), before anyone waits for a
 * text that never comes. The phone form stays: an administrator reading the log can still pass a code on.
 */
export function SmsNotice({
  installation,
  title,
  body,
}: {
  installation: InstallationInfo | undefined;
  title: string;
  body?: string;
}) {
  if (!installation || installation.smsTexted) return null;
  return <Alert type="warning" showIcon title={title} description={body} style={{ marginBottom: 20 }} />;
}
