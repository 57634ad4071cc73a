import { Alert, Card, Descriptions, Tag } from 'antd';
import type { ReactNode } from 'react';

export type Tone = 'success' | 'warning' | 'error' | 'processing' | 'default';

// Presets whose text keeps 4.5:1 on their pale fill (features/issues/tagColours.ts): not processing's or warning's.
const TAG_COLOURS: Record<Tone, string> = {
  success: 'success',
  warning: 'magenta',
  error: 'error',
  processing: 'blue',
  default: 'default',
};

/** One measure of the streaming test: its verdict, its figures, and what to change when it fails. */
export function ProbeCard(props: {
  title: string;
  verdict: string;
  tone: Tone;
  figures: { label: string; value: ReactNode }[];
  advice?: string;
  testId: string;
}) {
  const { title, verdict, tone, figures, advice, testId } = props;
  return (
    <Card
      size="small"
      title={<h2 style={{ fontSize: 15, margin: 0 }}>{title}</h2>}
      extra={
        <Tag color={TAG_COLOURS[tone]} data-testid={`${testId}-verdict`}>
          {verdict}
        </Tag>
      }
      style={{ flex: '1 1 300px', minWidth: 0 }}
      data-testid={testId}
    >
      <Descriptions
        size="small"
        column={1}
        items={figures.map((figure) => ({ key: figure.label, label: figure.label, children: figure.value }))}
      />
      {advice && (
        <Alert type={tone === 'error' ? 'error' : 'warning'} showIcon title={advice} style={{ marginTop: 8 }} />
      )}
    </Card>
  );
}
