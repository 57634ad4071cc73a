import { BugOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { draftApiDefect, linkApiDefect } from '../../api/apiTesting';
import type { QuestionPrefill } from '../issues';
import { LazyQuestionFormDialog } from '../issues/parts.public';
import { apiTestingKeys } from './keys';

/**
 * Issue 34 "File a defect from this response": one click has the server write the request (.http) and the answer
 * (JSON) as the person's pending attachments and opens the issue form filled in with them; the issue saved is
 * linked back to the request.
 */
export function FileDefectButton(props: {
  projectId: number;
  historyId: number;
  requestId: number | null;
  primary: boolean;
}) {
  const { t } = useTranslation('apiTesting');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [preparing, setPreparing] = useState(false);
  const [prefill, setPrefill] = useState<QuestionPrefill | null>(null);
  const open = async () => {
    setPreparing(true);
    try {
      const draft = (await draftApiDefect(props.projectId, props.historyId)).data;
      setPrefill({
        questionName: draft.questionName,
        questionType: 1,
        description: draft.description,
        uploads: draft.uploads,
      });
    } finally {
      setPreparing(false);
    }
  };
  return (
    <>
      <Button
        icon={<BugOutlined />}
        type={props.primary ? 'primary' : 'default'}
        danger={props.primary}
        loading={preparing}
        onClick={() => void open()}
      >
        {t('response.fileDefect')}
      </Button>
      {prefill && (
        <Suspense fallback={null}>
          <LazyQuestionFormDialog
            projectId={props.projectId}
            open
            prefill={prefill}
            onClose={() => setPrefill(null)}
            onSaved={(question) => {
              setPrefill(null);
              const linked =
                props.requestId === null
                  ? Promise.resolve()
                  : linkApiDefect({
                      projectId: props.projectId,
                      requestId: props.requestId,
                      questionId: question.questionId,
                    });
              void linked.then(async () => {
                void message.success(t('response.defectFiled', { number: question.number }));
                await client.invalidateQueries({ queryKey: apiTestingKeys.all(props.projectId) });
              });
            }}
          />
        </Suspense>
      )}
    </>
  );
}
