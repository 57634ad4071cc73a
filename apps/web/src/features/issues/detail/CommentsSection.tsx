import { DeleteOutlined } from '@ant-design/icons';
import { type QuestionComment, formatMessage } from '@questline/contract';
import { Alert, Button, Empty, Popconfirm, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addComment, removeComment } from '../../../api/issues';
import { currentLocale } from '../../../i18n';
import { useFormInit } from '../list/useIssueQueries';
import { formatInstant } from '../../../ui/format';
import { useIssueChange } from './useIssueChange';
import { LazyRichTextEditor } from '../../../ui/editor/LazyRichTextEditor';
import { issueImageUpload } from '../form/issueImages';

interface CommentsProps {
  projectId: number;
  questionId: number;
  comments: QuestionComment[];
  onChanged: () => void;
}

/** Text once tags are stripped: what the server checks for "comment cannot be empty". */
function hasText(html: string): boolean {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent;
  return text.trim() !== '' || /<img\b/i.test(html);
}

function CommentRow({ comment, onRemove }: { comment: QuestionComment; onRemove: () => void }) {
  const { t } = useTranslation('issue');
  return (
    <li data-testid="comment" style={{ padding: '12px 0', borderTop: '1px solid #f0f0f0' }}>
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <span>
          <Typography.Text strong>{comment.author.name}</Typography.Text>{' '}
          <Typography.Text type="secondary">{formatInstant(comment.createTime)}</Typography.Text>
        </span>
        {comment.mine && (
          <Popconfirm
            title={t('comment.removeConfirm')}
            okText={t('comment.remove')}
            cancelText={t('action.cancel')}
            onConfirm={onRemove}
          >
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('comment.removeOne', { name: comment.author.name })}
            />
          </Popconfirm>
        )}
      </Space>
      {/* Sanitised by the server when it was written. */}
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: comment.content }} />
    </li>
  );
}

/** Comments: the list, a small editor to add one, and removal of one's own. */
export function CommentsSection({ projectId, questionId, comments, onChanged }: CommentsProps) {
  const { t } = useTranslation('issue');
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [editorKey, setEditorKey] = useState(0);
  const { busy, change } = useIssueChange(projectId, onChanged);
  // Issue 11 "@mentions": the project's members, the only people a comment can notify.
  const members = useFormInit(projectId).data?.members;
  const mentions = useMemo(() => members ?? [], [members]);

  async function send() {
    if (!hasText(draft)) {
      setProblem(formatMessage(currentLocale(), 'questionCommentEmpty'));
      return;
    }
    setProblem(null);
    if (await change(() => addComment({ projectId, questionId, content: draft }), t('comment.added'))) {
      setDraft('');
      setEditorKey((key) => key + 1);
    }
  }

  return (
    <div>
      {comments.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('comment.none')} />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {comments.map((comment) => (
            <CommentRow
              key={comment.commentId}
              comment={comment}
              onRemove={() => void change(() => removeComment(comment.commentId), t('comment.removed'))}
            />
          ))}
        </ul>
      )}
      <div style={{ marginTop: 12 }}>
        <LazyRichTextEditor
          key={editorKey}
          uploadImage={issueImageUpload(projectId)}
          label={t('comment.label')}
          value={draft}
          onChange={(html) => {
            setDraft(html);
            setProblem(null);
          }}
          minHeight={72}
          mentions={mentions}
        />
        {problem && <Alert type="error" showIcon role="alert" title={problem} style={{ marginTop: 8 }} />}
        <Button type="primary" style={{ marginTop: 8 }} loading={busy} onClick={() => void send()}>
          {t('comment.add')}
        </Button>
      </div>
    </div>
  );
}
