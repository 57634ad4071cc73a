import { PlusOutlined } from '@ant-design/icons';
import { QUESTION_STATUS_LABELS, type QuestionLink } from '@questline/contract';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLocale } from '../../../i18n';

/**
 * Where an issue opens on its own: the list page shows it full page for this query. The project travels
 * with it, so a link opens the issue whatever project the reader has open now.
 */
export function questionPath(projectId: number, questionId: number): string {
  return `/problem?projectId=${String(projectId)}&questionId=${String(questionId)}`;
}

/** Subtasks or related issues as links to each; `onAdd` offers a new one. */
export function LinkedIssues(props: {
  projectId: number;
  links: QuestionLink[];
  empty: string;
  addLabel?: string;
  onAdd?: () => void;
}) {
  const { t } = useTranslation('issue');
  const locale = currentLocale();
  return (
    <div>
      {props.links.length === 0 ? (
        <Typography.Text type="secondary">{props.empty}</Typography.Text>
      ) : (
        <ul style={{ margin: 0, paddingLeft: 20 }}>
          {props.links.map((link) => (
            <li key={link.questionId}>
              <Link to={questionPath(props.projectId, link.questionId)}>
                #{link.number} {link.questionName}
              </Link>{' '}
              <Typography.Text type="secondary">
                ({t('fields.status')}: {QUESTION_STATUS_LABELS[locale][link.status]})
              </Typography.Text>
            </li>
          ))}
        </ul>
      )}
      {props.onAdd && (
        <div style={{ marginTop: 8 }}>
          <Button size="small" icon={<PlusOutlined />} onClick={props.onAdd}>
            {props.addLabel}
          </Button>
        </div>
      )}
    </div>
  );
}
