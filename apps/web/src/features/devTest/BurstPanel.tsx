import { DIAG_BURST_MAX_BYTES, DIAG_BURST_MAX_COUNT } from '@questline/contract';
import { Button, Flex, InputNumber, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BurstResult, burstRates } from './probeState';

/** Has the server send a burst of messages over the socket, and says how fast they came. */
export function BurstPanel(props: {
  connected: boolean;
  result: BurstResult | null;
  onBurst: (count: number, bytes: number) => Promise<void>;
}) {
  const { connected, result, onBurst } = props;
  const { t } = useTranslation('devTest');
  const [count, setCount] = useState(200);
  const [bytes, setBytes] = useState(1024);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function send() {
    setSending(true);
    setFailure(null);
    try {
      await onBurst(count, bytes);
    } catch (error) {
      setFailure(t('burst.failed', { reason: error instanceof Error ? error.message : String(error) }));
    } finally {
      setSending(false);
    }
  }

  function outcome(): string {
    if (failure) return failure;
    if (!connected) return t('burst.needsSocket');
    if (!result) return '';
    const rates = burstRates(result);
    const figures = { count: result.count, bytes: result.bytes };
    return rates ? t('burst.result', { ...figures, ms: result.elapsedMs, ...rates }) : t('burst.instant', figures);
  }

  return (
    <Flex vertical gap={8}>
      <Flex gap={12} wrap align="end">
        <label>
          <div>{t('burst.count')}</div>
          <InputNumber
            min={1}
            max={DIAG_BURST_MAX_COUNT}
            value={count}
            onChange={(value) => setCount(value ?? 1)}
            aria-label={t('burst.count')}
          />
        </label>
        <label>
          <div>{t('burst.bytes')}</div>
          <InputNumber
            min={1}
            max={DIAG_BURST_MAX_BYTES}
            value={bytes}
            onChange={(value) => setBytes(value ?? 1)}
            aria-label={t('burst.bytes')}
          />
        </label>
        <Button onClick={() => void send()} loading={sending} disabled={!connected}>
          {t('burst.send')}
        </Button>
      </Flex>
      <Typography.Text role="status" type={failure ? 'danger' : undefined} data-testid="burst-result">
        {outcome()}
      </Typography.Text>
    </Flex>
  );
}
