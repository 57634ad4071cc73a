import { QUESTION_ATTACHMENTS_MAX, type QuestionDetail, hasProjectRole } from '@questline/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Result, Spin, Typography } from 'antd';
import { type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getFormInit, getQuestion } from '../../../api/issues';
import { currentLocale } from '../../../i18n';
import { QuestionFormDialog } from '../form/QuestionFormDialog';
import { LazyBatchIterationDialog } from '../../iterations';
import { PhoneUploadButton } from '../../mobileUpload';
import { useMyProjects } from '../../projects';
import { RemoveAttachment } from './RemoveAttachment';
import { issueKeys } from '../queries';
import {
  NumberedName,
  QuestionDescription,
  QuestionTags,
  SharedAttachments,
  SharedHistory,
} from '../share/SharedParts';
import { ActionButtons } from './ActionButtons';
import { CommentsSection } from './CommentsSection';
import { DetailFields } from './DetailFields';
import { DetailToolbar } from './DetailToolbar';
import { useIssueKeys } from './useIssueKeys';
import { LinkedIssues, questionPath } from './LinkedIssues';

export interface QuestionDetailViewProps {
  projectId: number;
  questionId: number;
  /** After any change, so the host's list refreshes. */
  onChanged: () => void;
  onDeleted: () => void;
  /** The title's level: 1 on the full page, 2 inside the drawer. */
  level: 1 | 2;
  toolbarExtra?: ReactNode;
}

function Section({ title, level, children }: { title: string; level: 2 | 3; children: ReactNode }) {
  return (
    <section style={{ marginTop: 24 }}>
      <Typography.Title level={level} style={{ fontSize: 16, marginBottom: 10 }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

/** The history in the shape the shared timeline reads (the operator by name). */
function timeline(detail: QuestionDetail) {
  return detail.history.map((row) => ({ ...row, operatorName: row.operator.name }));
}

type Editing = { kind: 'edit' } | { kind: 'subtask' } | { kind: 'iteration' } | null;

/** One issue in full (spec point 5 "Issue"), shared by the drawer and the full page. */
export function QuestionDetailView(props: QuestionDetailViewProps) {
  const { projectId, questionId, onChanged, level } = props;
  const { t } = useTranslation('issue');
  const locale = currentLocale();
  const [editing, setEditing] = useState<Editing>(null);
  const detail = useQuery({
    queryKey: issueKeys.detail(projectId, questionId),
    queryFn: async () => (await getQuestion(projectId, questionId)).data,
    retry: false,
  });
  const init = useQuery({
    queryKey: issueKeys.formInit(projectId),
    queryFn: async () => (await getFormInit(projectId)).data,
  });
  const client = useQueryClient();
  const role = useMyProjects().data?.projects.find((project) => project.projectId === projectId)?.role;
  useIssueKeys({
    projectId,
    questionId,
    canEdit: detail.data?.canEdit ?? false,
    canManage: role !== undefined && hasProjectRole(role, 'admin'),
    active: detail.data !== undefined && editing === null,
    onEdit: () => setEditing({ kind: 'edit' }),
    onAddToIteration: () => setEditing({ kind: 'iteration' }),
  });

  if (detail.isError) return <Result status="warning" title={t('detail.notFound')} />;
  if (!detail.data) {
    return (
      <div style={{ textAlign: 'center', padding: 48 }}>
        <Spin aria-label={t('detail.loading')} />
      </div>
    );
  }
  const question = detail.data;
  const sub = level === 1 ? 2 : 3;
  return (
    <article data-testid="question-detail">
      <Typography.Title level={level} style={{ fontSize: level === 1 ? 24 : 20, marginTop: 0, marginBottom: 8 }}>
        <NumberedName question={question} />
      </Typography.Title>
      <QuestionTags question={question} locale={locale} />
      <div style={{ marginTop: 12, display: 'flex', flexWrap: 'wrap', gap: 12, justifyContent: 'space-between' }}>
        <ActionButtons
          projectId={projectId}
          detail={question}
          members={init.data?.members ?? []}
          versions={init.data?.versions ?? []}
          onChanged={onChanged}
        />
        <DetailToolbar
          projectId={projectId}
          detail={question}
          onEdit={() => setEditing({ kind: 'edit' })}
          onChanged={onChanged}
          onDeleted={props.onDeleted}
          extra={props.toolbarExtra}
        />
      </div>
      {question.parent && (
        <Typography.Paragraph style={{ marginTop: 12, marginBottom: 0 }}>
          {t('fields.parent')}:{' '}
          <Link to={questionPath(projectId, question.parent.questionId)}>
            #{question.parent.number} {question.parent.questionName}
          </Link>
        </Typography.Paragraph>
      )}
      <Section title={t('sections.fields')} level={sub}>
        <DetailFields projectId={projectId} detail={question} onChanged={onChanged} />
      </Section>
      <Section title={t('sections.description')} level={sub}>
        <QuestionDescription html={question.description} empty={t('detail.noDescription')} />
      </Section>
      <Section title={t('sections.attachments')} level={sub}>
        <SharedAttachments
          attachments={question.attachments}
          actions={(attachment) =>
            question.removableAttachmentIds.includes(attachment.attachmentId) && (
              <RemoveAttachment projectId={projectId} attachment={attachment} onChanged={onChanged} />
            )
          }
        />
        {question.canEdit && (
          <PhoneUploadButton
            target={{ projectId, questionId }}
            onArrived={onChanged}
            disabled={question.attachments.length >= QUESTION_ATTACHMENTS_MAX}
            style={{ marginTop: 8 }}
          />
        )}
      </Section>
      <Section title={t('sections.subtasks')} level={sub}>
        <LinkedIssues
          projectId={projectId}
          links={question.subtasks}
          empty={t('detail.noSubtasks')}
          addLabel={t('detail.addSubtask')}
          onAdd={() => setEditing({ kind: 'subtask' })}
        />
      </Section>
      <Section title={t('sections.related')} level={sub}>
        <LinkedIssues projectId={projectId} links={question.related} empty={t('detail.noRelated')} />
      </Section>
      <Section title={t('sections.comments')} level={sub}>
        <CommentsSection
          projectId={projectId}
          questionId={questionId}
          comments={question.comments}
          onChanged={onChanged}
        />
      </Section>
      <Section title={t('sections.history')} level={sub}>
        <SharedHistory history={timeline(question)} locale={locale} />
      </Section>
      <QuestionFormDialog
        projectId={projectId}
        questionId={editing?.kind === 'edit' ? questionId : undefined}
        parentId={editing?.kind === 'subtask' ? questionId : undefined}
        open={editing?.kind === 'edit' || editing?.kind === 'subtask'}
        onClose={() => setEditing(null)}
        onSaved={() => onChanged()}
      />
      <Suspense fallback={null}>
        {editing?.kind === 'iteration' && (
          <LazyBatchIterationDialog
            projectId={projectId}
            questionIds={[questionId]}
            onClose={() => setEditing(null)}
            onDone={async () => {
              onChanged();
              await client.invalidateQueries({ queryKey: issueKeys.detail(projectId, questionId) });
            }}
          />
        )}
      </Suspense>
    </article>
  );
}
