import { Button, Result } from 'antd';
import type { ErrorResultProps } from './errorResult';

/** The error page as antd's Result, in the workspace's theme: loaded on demand, since few sessions ever need it. */
export default function AntdErrorResult({ stale, title, subtitle, reloadLabel, onReload }: ErrorResultProps) {
  return (
    <section aria-labelledby="route-error-title" data-testid="route-error">
      <Result
        status={stale ? 'warning' : 'error'}
        title={
          <h1 id="route-error-title" className="route-error-heading">
            {title}
          </h1>
        }
        subTitle={subtitle}
        extra={
          <Button type="primary" onClick={onReload}>
            {reloadLabel}
          </Button>
        }
      />
    </section>
  );
}
