import { type QuestionDetail, QuestionStatusCode, TERMINALS, formatMessage } from '@questline/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Modal, Result, Spin } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createQuestion, editQuestion, getFormInit, getQuestion, getTerminals } from '../../../api/issues';
import { currentLocale } from '../../../i18n';
import { onCtrlEnter } from '../../../ui/ctrlEnter';
import { useWrite } from '../../../ui/useWrite';
import { issueKeys } from '../queries';
import { DraftOffer } from './DraftOffer';
import { QuestionFields } from './QuestionFields';
import {
  type QuestionFormValues,
  type QuestionPrefill,
  editQuestionValues,
  newQuestionValues,
  questionFields,
} from './questionValues';
import { useDiscardGuard } from './useDiscardGuard';

export interface QuestionFormDialogProps {
  projectId: number;
  /** Set = edit this issue; unset = a new one. */
  questionId?: number;
  /** Set = the new issue is a subtask of this one. */
  parentId?: number;
  /** A new issue's fields filled in by the page that opened the form. */
  prefill?: QuestionPrefill;
  open: boolean;
  onClose: () => void;
  onSaved: (question: QuestionDetail) => void;
}

type SaveKind = 'draft' | 'submit' | 'save';

/** The edit was refused because someone saved in between (the server's questionStale). */
function isStale(error: unknown): boolean {
  return error instanceof Error && error.message === formatMessage(currentLocale(), 'questionStale');
}

function useFormData(projectId: number, questionId: number | undefined, parentId: number | undefined, open: boolean) {
  const init = useQuery({
    queryKey: issueKeys.formInit(projectId),
    queryFn: async () => (await getFormInit(projectId)).data,
    enabled: open,
  });
  const terminals = useQuery({
    queryKey: [...issueKeys.preferences, 'terminals'],
    queryFn: async () => (await getTerminals()).data,
    enabled: open,
  });
  const shownId = questionId ?? parentId;
  const detail = useQuery({
    queryKey: issueKeys.detail(projectId, shownId ?? 0),
    queryFn: async () => (await getQuestion(projectId, shownId ?? 0)).data,
    enabled: open && shownId !== undefined,
  });
  // The person's terminal choices are a preference; without them every terminal is offered.
  const terminalChoices = terminals.data ?? (terminals.isError ? [...TERMINALS] : undefined);
  const ready = init.data && terminalChoices && (shownId === undefined || detail.data);
  const failed = init.isError || detail.isError;
  return { init: init.data, terminals: terminalChoices, detail: detail.data, ready, failed, refetch: detail.refetch };
}

/** Spec point 5 "Issue": create (draft or submitted), a subtask, or an edit guarded by the optimistic lock. */
export function QuestionFormDialog(props: QuestionFormDialogProps): ReactNode {
  const { projectId, questionId, parentId, prefill, open, onClose, onSaved } = props;
  const { t } = useTranslation('issue');
  const [form] = Form.useForm<QuestionFormValues>();
  const [stale, setStale] = useState<string | null>(null);
  const data = useFormData(projectId, questionId, parentId, open);
  const editing = questionId !== undefined ? data.detail : undefined;
  const guard = useDiscardGuard({ form, projectId, parentId, creating: questionId === undefined, open, onClose });
  const write = useWrite({
    write: ({ kind, values }: { kind: SaveKind; values: QuestionFormValues }) =>
      editing
        ? editQuestion({
            projectId,
            questionId: editing.questionId,
            updateTime: editing.updateTime,
            ...questionFields(values, editing.progress),
            submit: kind === 'submit',
          })
        : createQuestion({ projectId, ...questionFields(values, 0), draft: kind === 'draft' }),
    onMutate: () => setStale(null),
    success: (_saved, { kind }) => {
      guard.saved();
      return t(`form.saved.${kind}`);
    },
    refresh: [issueKeys.all(projectId)],
    onSuccess: (saved) => {
      onSaved(saved.data);
      onClose();
    },
    // Other failures were shown by the client; a stale edit also offers to reload the issue.
    onError: (error) => {
      if (isStale(error)) setStale(error.message);
    },
  });
  const saving = write.isPending ? write.variables.kind : null;

  async function onModuleChange(moduleId: number | null) {
    if (moduleId === null) return;
    try {
      const defaults = (await getFormInit(projectId, { moduleId })).data.defaultHandlerUserIds;
      const handlers = form.getFieldValue('handlerUserIds') as number[];
      const added = defaults.filter((userId) => !handlers.includes(userId));
      if (added.length > 0) form.setFieldsValue({ handlerUserIds: [...handlers, ...added] });
    } catch {
      // The client showed why; the handlers stay as they are.
    }
  }

  async function save(kind: SaveKind) {
    let values: QuestionFormValues;
    try {
      await form.validateFields();
      // All of the store, including what has no field of its own (the parent of a subtask).
      values = form.getFieldsValue(true) as QuestionFormValues;
    } catch {
      return; // The fields show what is wrong; nothing is sent.
    }
    write.mutate({ kind, values });
  }

  async function reload() {
    const fresh = await data.refetch();
    if (fresh.data) form.setFieldsValue(editQuestionValues(fresh.data));
    setStale(null);
  }

  const footer: ReactNode[] = [
    <Button key="cancel" onClick={guard.requestClose}>
      {t('form.cancel')}
    </Button>,
    ...(editing
      ? [
          ...(editing.status === QuestionStatusCode.draft
            ? [
                <Button key="submit" loading={saving === 'submit'} onClick={() => void save('submit')}>
                  {t('form.submit')}
                </Button>,
              ]
            : []),
          <Button key="save" type="primary" loading={saving === 'save'} onClick={() => void save('save')}>
            {t('form.save')}
          </Button>,
        ]
      : [
          <Button key="draft" loading={saving === 'draft'} onClick={() => void save('draft')}>
            {t('form.saveDraft')}
          </Button>,
          <Button key="submit" type="primary" loading={saving === 'submit'} onClick={() => void save('submit')}>
            {t('form.submit')}
          </Button>,
        ]),
  ];

  let title: string = t('form.createTitle');
  if (questionId !== undefined) title = t('form.editTitle', { number: editing?.number ?? '' });
  else if (parentId !== undefined) title = t('form.subtaskTitle');

  return (
    <Modal
      open={open}
      title={title}
      width={960}
      onCancel={guard.requestClose}
      footer={footer}
      // The body scrolls under a fixed header and footer, so the save buttons stay in sight (issue 38, point 5).
      styles={{ body: { maxHeight: 'calc(100vh - 220px)', overflowY: 'auto' } }}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {stale && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          title={stale}
          action={
            <Button size="small" onClick={() => void reload()}>
              {t('form.reload')}
            </Button>
          }
        />
      )}
      {guard.offer && data.ready && <DraftOffer draft={guard.offer} onRestore={guard.restore} onDrop={guard.drop} />}
      {data.ready && data.init && data.terminals ? (
        // Ctrl/Cmd-Enter saves from any field: submits a new issue, saves an edit.
        <div
          onKeyDown={onCtrlEnter(() => {
            if (saving === null) void save(editing ? 'save' : 'submit');
          })}
        >
          <Form<QuestionFormValues>
            form={form}
            onValuesChange={guard.changed}
            layout="vertical"
            preserve={false}
            initialValues={
              editing
                ? editQuestionValues(editing)
                : newQuestionValues(parentId, data.init.defaultHandlerUserIds, prefill)
            }
          >
            <QuestionFields
              projectId={projectId}
              questionId={questionId}
              init={data.init}
              terminals={data.terminals}
              parent={editing ? editing.parent : parentLink(data.detail)}
              knownRelated={editing?.related ?? []}
              existingAttachments={editing?.attachments ?? []}
              onModuleChange={(moduleId) => void onModuleChange(moduleId)}
            />
          </Form>
        </div>
      ) : data.failed ? (
        <Result status="warning" title={t('form.loadFailed')} />
      ) : (
        <div style={{ textAlign: 'center', padding: 48 }}>
          <Spin aria-label={t('form.loading')} />
        </div>
      )}
    </Modal>
  );
}

function parentLink(detail: QuestionDetail | undefined) {
  return detail
    ? {
        questionId: detail.questionId,
        number: detail.number,
        questionName: detail.questionName,
        status: detail.status,
        questionType: detail.questionType,
      }
    : null;
}
