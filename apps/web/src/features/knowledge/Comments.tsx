import { Avatar, Button, Flex, Input, List, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addComment, deleteComment } from '../../api/knowledge';
import { useWrite } from '../../ui/useWrite';
import { knowledgeKeys, useComments } from './queries';
import { listStatus } from '../../ui/queryStatus';
import { formatInstant } from '../../ui/format';

const escapeText = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${String(char.charCodeAt(0))};`).replace(/\n/g, '<br>');

/** Comments under a document: everyone who reads it sees them; members and up write them. */
export function Comments({ kbId, docId, canComment }: { kbId: number; docId: number; canComment: boolean }) {
  const { t } = useTranslation('knowledge');
  const comments = useComments(kbId, docId);
  const [text, setText] = useState('');
  const refresh = [knowledgeKeys.comments(kbId, docId)];
  const remove = useWrite({ write: (commentId: number) => deleteComment(kbId, commentId), refresh });
  const send = useWrite({
    write: (content: string) => addComment(kbId, docId, content),
    onSuccess: () => setText(''),
    refresh,
  });
  return (
    <section style={{ marginTop: 32 }}>
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        {t('comments.title')}
      </Typography.Title>
      <List
        {...listStatus(comments, t('comments.none'))}
        dataSource={comments.data ?? []}
        renderItem={(comment) => (
          <List.Item
            actions={
              comment.mayDelete
                ? [
                    <Button key="delete" size="small" type="link" onClick={() => remove.mutate(comment.commentId)}>
                      {t('comments.delete')}
                    </Button>,
                  ]
                : []
            }
          >
            <List.Item.Meta
              avatar={<Avatar src={comment.avatar || undefined}>{comment.nickName.slice(0, 1)}</Avatar>}
              title={
                <span>
                  {comment.nickName}{' '}
                  <Typography.Text type="secondary">{formatInstant(comment.createTime)}</Typography.Text>
                </span>
              }
              description={<div className="rich-text" dangerouslySetInnerHTML={{ __html: comment.content }} />}
            />
          </List.Item>
        )}
      />
      {canComment && (
        <Flex vertical gap={8} style={{ marginTop: 8 }}>
          <Input.TextArea
            aria-label={t('comments.label')}
            placeholder={t('comments.placeholder')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            rows={3}
          />
          <Button
            style={{ alignSelf: 'flex-start' }}
            disabled={text.trim() === ''}
            onClick={() => send.mutate(`<p>${escapeText(text.trim())}</p>`)}
          >
            {t('comments.send')}
          </Button>
        </Flex>
      )}
    </section>
  );
}
