import { issueFromPrompt } from '@questline/contract';
import { Form, Modal, Result, Select, Spin } from 'antd';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LazyQuestionFormDialog } from '../issues/parts.public';
import { useMyProjects } from '../projects';

/** With no current project, the person says which of theirs the issue goes to. */
function ProjectPicker({
  projects,
  onPick,
  onClose,
}: {
  projects: { projectId: number; projectName: string }[];
  onPick: (projectId: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('ai');
  const [form] = Form.useForm<{ projectId: number }>();
  if (projects.length === 0) {
    return (
      <Modal open title={t('issue.title')} onCancel={onClose} footer={null}>
        <Result
          status="info"
          title={t('issue.noProject')}
          extra={<Link to="/index">{t('issue.createProject')}</Link>}
        />
      </Modal>
    );
  }
  return (
    <Modal
      open
      title={t('issue.title')}
      okText={t('issue.continue')}
      onCancel={onClose}
      onOk={() =>
        void form.validateFields().then(
          ({ projectId }) => onPick(projectId),
          () => undefined,
        )
      }
    >
      <Form form={form} layout="vertical">
        <Form.Item name="projectId" label={t('issue.project')} rules={[{ required: true, message: t('issue.pick') }]}>
          <Select
            options={projects.map((project) => ({ value: project.projectId, label: project.projectName }))}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * Issue 34 "a prompt can be turned into an issue description": the issue form of the current project (or of the
 * project the person picks), its title from the prompt's first line and its description the prompt with the answer
 * quoted under it.
 */
export function IssueFromPrompt({
  source,
  onClose,
}: {
  source: { prompt: string; answer: string };
  onClose: () => void;
}) {
  const mine = useMyProjects();
  const [picked, setPicked] = useState<number | undefined>();
  const prefill = useMemo(() => issueFromPrompt(source.prompt, source.answer), [source]);
  if (mine.isPending) return <Spin />;
  const projectId = picked ?? mine.data?.current?.projectId;
  if (projectId === undefined) {
    return <ProjectPicker projects={mine.data?.projects ?? []} onPick={setPicked} onClose={onClose} />;
  }
  return (
    <Suspense fallback={<Spin />}>
      <LazyQuestionFormDialog
        projectId={projectId}
        prefill={prefill}
        open
        onClose={onClose}
        onSaved={() => undefined}
      />
    </Suspense>
  );
}
