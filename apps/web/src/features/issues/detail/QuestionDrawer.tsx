import { ExpandOutlined } from '@ant-design/icons';
import { Drawer } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { questionPath } from './LinkedIssues';
import { QuestionDetailView } from './QuestionDetailView';

export interface QuestionDrawerProps {
  projectId: number;
  /** Open while set. */
  questionId: number | null;
  onClose: () => void;
  /** After any change, so the list refreshes. */
  onChanged: () => void;
}

/** The issue beside the list; "open full page" leads to its own page (questionPath). */
export function QuestionDrawer({ projectId, questionId, onClose, onChanged }: QuestionDrawerProps): ReactNode {
  const { t } = useTranslation('issue');
  return (
    <Drawer
      open={questionId !== null}
      onClose={onClose}
      size={920}
      title={t('detail.drawerTitle')}
      closable={{ 'aria-label': t('detail.close') }}
      extra={
        questionId !== null && (
          <Link to={questionPath(projectId, questionId)}>
            <ExpandOutlined aria-hidden /> {t('detail.openFullPage')}
          </Link>
        )
      }
      destroyOnHidden
    >
      {questionId !== null && (
        <QuestionDetailView
          key={questionId}
          projectId={projectId}
          questionId={questionId}
          level={2}
          onChanged={onChanged}
          onDeleted={() => {
            onClose();
            onChanged();
          }}
        />
      )}
    </Drawer>
  );
}
