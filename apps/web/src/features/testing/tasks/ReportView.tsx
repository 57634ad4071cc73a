import { DownloadOutlined } from '@ant-design/icons';
import { TEST_RESULTS, type TestTaskReport } from '@questline/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Row, Skeleton, Statistic, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getTaskReport } from '../../../api/testing';
import { saveBlob } from '../../../ui/saveBlob';
import { questionPath } from '../../issues';
import { questionStatusLabel, resultLabel } from '../labels';
import { testingKeys } from '../queries';
import { ReportChart } from './ReportChart';
import { fileStamp } from '../../../ui/format';

/** The summary as CSV (UTF-8 with a BOM so Excel reads Chinese): totals, groups and defects. */
interface SummaryWords {
  total: string;
  progress: string;
  passRate: string;
  byModule: string;
  byExecutor: string;
  defectList: string;
}

function summaryCsv(report: TestTaskReport, words: SummaryWords): string {
  const cell = (value: string | number | null) => `"${String(value ?? '').replaceAll('"', '""')}"`;
  const header = ['', ...TEST_RESULTS.map((result) => resultLabel(result)), words.progress, words.passRate];
  const line = (name: string, counts: TestTaskReport['counts'], progress: number, passRate: number | null) => [
    name,
    ...TEST_RESULTS.map((result) => counts[result]),
    `${String(progress)}%`,
    passRate === null ? '' : `${String(passRate)}%`,
  ];
  const rows: (string | number | null)[][] = [
    [report.taskName],
    header,
    line(words.total, report.counts, report.progress, report.passRate),
    [words.byModule],
    ...report.byModule.map((group) => line(group.name, group.counts, group.progress, group.passRate)),
    [words.byExecutor],
    ...report.byExecutor.map((group) => line(group.name, group.counts, group.progress, group.passRate)),
    [words.defectList],
    ...report.defects.map((defect) => [
      `#${String(defect.number)}`,
      defect.questionName,
      defect.caseName,
      questionStatusLabel(defect.status),
    ]),
  ];
  return `\uFEFF${rows.map((row) => row.map(cell).join(',')).join('\r\n')}`;
}

/** The task's report: progress and pass rate overall, by module and executor, and its defects with their status now. */
export default function ReportView({ projectId, taskId }: { projectId: number; taskId: number }) {
  const { t } = useTranslation('testing');
  const report = useQuery({
    queryKey: testingKeys.report(projectId, taskId),
    queryFn: async () => (await getTaskReport(projectId, taskId)).data,
  });
  if (!report.data) return <Skeleton active />;
  const data = report.data;
  const words: SummaryWords = {
    total: t('report.total'),
    progress: t('report.progress'),
    passRate: t('report.passRate'),
    byModule: t('report.byModule'),
    byExecutor: t('report.byExecutor'),
    defectList: t('report.defectList'),
  };
  const exportSummary = () =>
    saveBlob(
      new Blob([summaryCsv(data, words)], { type: 'text/csv;charset=utf-8' }),
      `${t('report.file')}-${data.taskName}-${fileStamp(false)}.csv`,
    );
  return (
    <Row gutter={[16, 16]} data-testid="task-report">
      <Col span={24} style={{ textAlign: 'right' }}>
        <Button icon={<DownloadOutlined />} onClick={exportSummary}>
          {t('report.export')}
        </Button>
      </Col>
      {[
        { key: 'total', title: t('report.total'), value: String(data.total) },
        { key: 'progress', title: t('report.progress'), value: `${String(data.progress)}%` },
        {
          key: 'passRate',
          title: t('report.passRate'),
          value: data.passRate === null ? t('report.none') : `${String(data.passRate)}%`,
        },
        { key: 'defects', title: t('report.defects'), value: String(data.defects.length) },
      ].map((item) => (
        <Col key={item.key} xs={12} md={6}>
          <Card size="small">
            <Statistic title={item.title} value={item.value} />
          </Card>
        </Col>
      ))}
      <Col xs={24} lg={8}>
        <Card size="small" title={t('report.results')}>
          <ReportChart kind="pie" report={data} label={t('report.results')} />
        </Card>
      </Col>
      <Col xs={24} lg={8}>
        <Card size="small" title={t('report.byModule')}>
          <ReportChart kind="module" report={data} label={t('report.byModule')} />
        </Card>
      </Col>
      <Col xs={24} lg={8}>
        <Card size="small" title={t('report.byExecutor')}>
          <ReportChart kind="executor" report={data} label={t('report.byExecutor')} />
        </Card>
      </Col>
      <Col span={24}>
        <Card size="small" title={t('report.defectList')}>
          <Table
            rowKey="questionId"
            size="small"
            pagination={false}
            dataSource={data.defects}
            columns={[
              {
                key: 'defect',
                title: t('taskCases.defects'),
                render: (_, defect) => (
                  <Link
                    to={questionPath(projectId, defect.questionId)}
                  >{`#${String(defect.number)} ${defect.questionName}`}</Link>
                ),
              },
              { key: 'case', title: t('taskCases.case'), dataIndex: 'caseName' },
              {
                key: 'status',
                title: t('report.defectStatus'),
                render: (_, defect) => (
                  <Tag data-testid="report-defect-status">{questionStatusLabel(defect.status)}</Tag>
                ),
              },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}
