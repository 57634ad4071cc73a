import { ArrowLeftOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { QuestionDetailView } from './QuestionDetailView';

export interface QuestionFullPageProps {
  projectId: number;
  questionId: number;
}

/** /problem?projectId=P&questionId=N: one issue on its own page, with the way back to the list. */
export function QuestionFullPage({ projectId, questionId }: QuestionFullPageProps): ReactNode {
  const { t } = useTranslation('issue');
  const navigate = useNavigate();
  return (
    <Card style={{ maxWidth: 1100, margin: '0 auto' }} styles={{ body: { padding: '20px 28px' } }}>
      <Link to="/problem" style={{ display: 'inline-block', marginBottom: 12 }}>
        <ArrowLeftOutlined aria-hidden /> {t('detail.back')}
      </Link>
      <QuestionDetailView
        key={questionId}
        projectId={projectId}
        questionId={questionId}
        level={1}
        // Each change already refreshed every query of the project, the list's included.
        onChanged={() => undefined}
        onDeleted={() => void navigate('/problem')}
      />
    </Card>
  );
}
