import {
  DIAG_STREAM_INTERVAL_MS,
  type DiagSummary,
  pushVerdict,
  socketVerdict,
  streamVerdict,
  summariseSamples,
} from '@questline/contract';
import { Button, Card, Flex, Select, Tag, Typography } from 'antd';
import { useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BurstPanel } from './BurstPanel';
import { LatencyChart } from './LatencyChart';
import { ProbeCard, type Tone } from './ProbeCard';
import { initialProbeState, probeReducer } from './probeState';
import { useSocketProbe } from './useSocketProbe';
import { useStreamProbe } from './useStreamProbe';

const INTERVALS = [250, 500, DIAG_STREAM_INTERVAL_MS.default, 2_000];

const SOCKET_TONE: Record<ReturnType<typeof socketVerdict>, Tone> = {
  connecting: 'processing',
  websocket: 'success',
  polling: 'warning',
  down: 'error',
};
const PUSH_TONE: Record<ReturnType<typeof pushVerdict>, Tone> = {
  waiting: 'processing',
  arriving: 'success',
  lost: 'error',
};
const STREAM_TONE: Record<ReturnType<typeof streamVerdict> | 'failed', Tone> = {
  waiting: 'processing',
  steady: 'success',
  buffered: 'warning',
  failed: 'error',
};

/**
 * /devTest (spec point 2 "a real-time streaming test page", issue 34, ADR 0126): a self-hoster's check that their
 * proxy passes WebSockets, pushes and streams, the page to open when "notifications don't arrive".
 */
export default function DevTestPage() {
  const { t } = useTranslation('devTest');
  const [running, setRunning] = useState(false);
  const [intervalMs, setIntervalMs] = useState<number>(DIAG_STREAM_INTERVAL_MS.default);
  const [state, dispatch] = useReducer(probeReducer, initialProbeState);
  const { burst } = useSocketProbe(running, dispatch);
  useStreamProbe(running, intervalMs, dispatch);

  const ms = (value: number | null) => (value === null ? t('figures.none') : t('figures.ms', { value }));
  const latency = (summary: DiagSummary) => [
    { label: t('figures.median'), value: ms(summary.median) },
    { label: t('figures.p95'), value: ms(summary.p95) },
    { label: t('figures.last'), value: ms(summary.last) },
  ];

  const socket = socketVerdict(state.socket);
  const push = pushVerdict(state.push);
  const stream = state.stream.failed ? 'failed' : streamVerdict(state.stream.gaps, intervalMs);
  const rtt = summariseSamples(state.socket.rtt);

  function toggle() {
    if (!running) dispatch({ type: 'reset' });
    setRunning(!running);
  }

  return (
    // The layout's header carries the page's title (its h1); the page's parts are h2.
    <Card>
      <Flex vertical gap={16}>
        <Typography.Paragraph style={{ margin: 0, maxWidth: 880 }}>{t('intro')}</Typography.Paragraph>
        <Flex gap={12} wrap align="center">
          <Button type="primary" onClick={toggle}>
            {running ? t('stop') : t('start')}
          </Button>
          <Select
            aria-label={t('interval')}
            value={intervalMs}
            onChange={setIntervalMs}
            style={{ width: 160 }}
            options={INTERVALS.map((value) => ({ value, label: t('intervalOption', { ms: value }) }))}
          />
          <Tag color={running ? 'blue' : 'default'} data-testid="devtest-state">
            {running ? t('running') : t('stopped')}
          </Tag>
        </Flex>
        <Flex gap={16} wrap>
          <ProbeCard
            testId="probe-socket"
            title={t('socket.title')}
            verdict={t(`socket.verdict.${socket}`)}
            tone={running || state.socket.everConnected ? SOCKET_TONE[socket] : 'default'}
            figures={[
              ...latency(rtt),
              { label: t('figures.samples'), value: rtt.count },
              { label: t('figures.transport'), value: state.socket.transport ?? t('figures.none') },
              { label: t('figures.reconnects'), value: state.socket.reconnects },
            ]}
            advice={running && (socket === 'polling' || socket === 'down') ? t(`socket.advice.${socket}`) : undefined}
          />
          <ProbeCard
            testId="probe-push"
            title={t('push.title')}
            verdict={t(`push.verdict.${push}`)}
            tone={running || state.push.arrived > 0 ? PUSH_TONE[push] : 'default'}
            figures={[
              ...latency(summariseSamples(state.push.delays)),
              { label: t('figures.arrived'), value: state.push.arrived },
              { label: t('figures.lost'), value: state.push.lost },
            ]}
            advice={push === 'lost' ? t('push.advice.lost') : undefined}
          />
          <ProbeCard
            testId="probe-stream"
            title={t('stream.title')}
            verdict={t(`stream.verdict.${stream}`)}
            tone={running || state.stream.received > 0 ? STREAM_TONE[stream] : 'default'}
            figures={[
              ...latency(summariseSamples(state.stream.gaps)),
              { label: t('figures.received'), value: state.stream.received },
              { label: t('figures.missed'), value: state.stream.missed },
              { label: t('figures.reconnects'), value: state.stream.reconnects },
            ]}
            advice={stream === 'buffered' || stream === 'failed' ? t(`stream.advice.${stream}`) : undefined}
          />
        </Flex>
        <Card size="small" title={<h2 style={{ fontSize: 15, margin: 0 }}>{t('chart.title')}</h2>}>
          <LatencyChart
            rtt={state.socket.rtt}
            push={state.push.delays}
            gaps={state.stream.gaps}
            intervalMs={intervalMs}
          />
        </Card>
        <Card size="small" title={<h2 style={{ fontSize: 15, margin: 0 }}>{t('burst.title')}</h2>}>
          <BurstPanel
            connected={running && state.socket.connected}
            result={state.burst}
            onBurst={async (count, bytes) => dispatch({ type: 'burst', result: await burst(count, bytes) })}
          />
        </Card>
      </Flex>
    </Card>
  );
}
