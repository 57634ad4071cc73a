import { Alert } from 'antd';

/** The server's answer to a failed attempt, above the form it belongs to. */
export function FormError({ error }: { error: string | null }) {
  return error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 20 }} role="alert" /> : null;
}
