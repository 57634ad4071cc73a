import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import {
  API_ANSWER_MAX_BYTES,
  type AssertionResult,
  describeActual,
  describeAssertion,
  formatByteSize,
} from '@questline/contract';
import { Alert, Card, Empty, Flex, List, Spin, Tabs, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../i18n';
import { FileDefectButton } from './FileDefectButton';
import type { ShownResult } from './draft';
import { formatInstant } from '../../ui/format';

const pre = {
  margin: 0,
  maxHeight: 420,
  overflow: 'auto',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: 13,
} as const;

/** JSON is shown indented; anything else as it came. */
function pretty(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

/** The theme's success and error colours keep AA contrast on their pale fills; a redirect left unfollowed is plain. */
function statusColor(status: number): string {
  if (status < 300) return 'success';
  if (status < 400) return 'default';
  return 'error';
}

function AssertionList({ results }: { results: AssertionResult[] }) {
  const { t } = useTranslation('apiTesting');
  const locale = currentLocale();
  if (results.length === 0) return <Typography.Text type="secondary">{t('response.noAssertions')}</Typography.Text>;
  return (
    <List
      size="small"
      dataSource={results}
      renderItem={(result) => (
        <List.Item data-testid="assertion-result" data-passed={String(result.passed)}>
          <Flex gap={8} align="baseline" wrap>
            {result.passed ? (
              <CheckCircleFilled style={{ color: '#237804' }} aria-label={t('response.passed')} />
            ) : (
              <CloseCircleFilled style={{ color: '#cf1322' }} aria-label={t('response.failed')} />
            )}
            <span>{describeAssertion(locale, result.assertion)}</span>
            {!result.passed && <Typography.Text type="danger">{describeActual(locale, result)}</Typography.Text>}
          </Flex>
        </List.Item>
      )}
    />
  );
}

/** The answer of issue 34: status, time, size, headers, the body (JSON indented) and each assertion passed or failed. */
export function ResponsePanel(props: { projectId: number; result: ShownResult | null; sending: boolean }) {
  const { t } = useTranslation('apiTesting');
  const { result } = props;
  const title = <h2 style={{ fontSize: 15, margin: 0 }}>{t('response.title')}</h2>;
  if (props.sending) {
    return (
      <Card size="small" title={title}>
        <Flex justify="center" style={{ padding: 24 }}>
          <Spin tip={t('response.sending')}>
            <div style={{ width: 120, height: 40 }} />
          </Spin>
        </Flex>
      </Card>
    );
  }
  if (!result) {
    return (
      <Card size="small" title={title}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('response.empty')} />
      </Card>
    );
  }
  const response = result.response;
  const failed = result.assertions.filter((item) => !item.passed).length;
  return (
    <Card
      size="small"
      title={title}
      extra={
        <Tag color={result.passed ? 'success' : 'error'} data-testid="send-outcome">
          {result.passed ? t('response.passed') : t('response.failed')}
        </Tag>
      }
    >
      <Flex vertical gap={12}>
        {result.sentAt && (
          <Typography.Text type="secondary">
            {t('response.fromHistory', { time: formatInstant(result.sentAt) })}
          </Typography.Text>
        )}
        {result.error && <Alert type="error" showIcon message={result.error} />}
        {response && (
          <Flex gap={16} wrap align="center" data-testid="response-summary">
            <span>
              {t('response.status')}{' '}
              <Tag color={statusColor(response.status)}>
                {response.status} {response.statusText}
              </Tag>
            </span>
            <span>{t('response.time', { ms: response.timeMs })}</span>
            <span>
              {t('response.size')} {formatByteSize(response.size)}
            </span>
          </Flex>
        )}
        {response?.truncated && (
          <Alert
            type="warning"
            showIcon
            message={t('response.truncated', { max: formatByteSize(API_ANSWER_MAX_BYTES) })}
          />
        )}
        {response && response.redirects.length > 0 && (
          <Typography.Text type="secondary">
            {t('response.redirects', { urls: response.redirects.join(' → ') })}
          </Typography.Text>
        )}
        <Tabs
          size="small"
          defaultActiveKey={failed > 0 ? 'assertions' : 'body'}
          items={[
            {
              key: 'body',
              label: t('response.body'),
              children: response ? (
                response.bodyEncoding === 'text' ? (
                  <pre style={pre} tabIndex={0} data-testid="response-body">
                    {pretty(response.body)}
                  </pre>
                ) : (
                  <Typography.Text type="secondary">
                    {t('response.binary', { size: formatByteSize(response.size) })}
                  </Typography.Text>
                )
              ) : null,
            },
            {
              key: 'headers',
              label: t('response.headers'),
              children: response ? (
                <pre style={pre} tabIndex={0}>
                  {response.headers.map(([name, value]) => `${name}: ${value}`).join('\n')}
                </pre>
              ) : null,
            },
            {
              key: 'assertions',
              label: `${t('response.assertions')} (${String(result.assertions.length - failed)}/${String(result.assertions.length)})`,
              children: <AssertionList results={result.assertions} />,
            },
          ]}
        />
        <div>
          <FileDefectButton
            projectId={props.projectId}
            historyId={result.historyId}
            requestId={result.requestId}
            primary={!result.passed}
          />
        </div>
      </Flex>
    </Card>
  );
}
