import { DOCUMENT_TITLE_MAX, type KnowledgeBase, type KnowledgeDocument, mayKnowledge } from '@questline/contract';
import { Alert, App, Button, Flex, Input, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Comments } from './Comments';
import { DocumentActions } from './DocumentActions';
import { DocumentBody } from './DocumentBody';
import { HistoryDrawer } from './HistoryDrawer';
import type { ShareTarget } from './ShareDialog';
import { formatInstant } from '../../ui/format';
import { LazyRichTextEditor } from '../../ui/editor/LazyRichTextEditor';
import { DOCUMENT_EXTRAS, knowledgeImageUpload } from './documentEditing';
import { type SaveState, useDocumentDraft } from './useDocumentDraft';

/** Green that keeps 4.5:1 contrast for its small text (ADR 0015). */
const PUBLISHED_TAG = { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' };

interface DocumentPaneProps {
  space: KnowledgeBase;
  doc: KnowledgeDocument;
  onShare: (target: ShareTarget) => void;
  onDeleted: () => void;
  onReload: () => Promise<unknown>;
}

function saveNoteKey(state: SaveState) {
  switch (state) {
    case 'saving':
      return 'doc.autosaving';
    case 'saved':
      return 'doc.autosaved';
    case 'dirty':
      return 'doc.unsaved';
    case 'idle':
    case 'conflict':
      return undefined;
  }
}

/**
 * One document: reading view with comments, and for writers the editor (its draft and saving in
 * useDocumentDraft, its buttons in DocumentActions).
 */
export function DocumentPane({ space, doc, onShare, onDeleted, onReload }: DocumentPaneProps) {
  const { t } = useTranslation('knowledge');
  const { message } = App.useApp();
  const [editing, setEditing] = useState(false);
  const [history, setHistory] = useState(false);
  const { title, content, base, state, savedAt, save, changed, adopt } = useDocumentDraft(space, doc, editing);

  const noteKey = saveNoteKey(state);
  const saveNote = noteKey && t(noteKey, { time: savedAt });

  return (
    <article data-testid="knowledge-document" className="knowledge-print">
      <Flex justify="space-between" align="start" gap={12} wrap style={{ marginBottom: 12 }}>
        <div style={{ flex: 1, minWidth: 240 }}>
          {editing ? (
            <Input
              aria-label={t('doc.title')}
              value={title}
              maxLength={DOCUMENT_TITLE_MAX}
              status={title.trim() === '' ? 'error' : undefined}
              onChange={(event) => changed({ title: event.target.value })}
              style={{ fontSize: 20, fontWeight: 600 }}
            />
          ) : (
            <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
              {base.title}{' '}
              <Tag style={base.status === 'published' ? PUBLISHED_TAG : undefined} data-testid="document-status">
                {t(`status.${base.status}`)}
              </Tag>
            </Typography.Title>
          )}
          <Typography.Text type="secondary">
            {t('doc.meta', { name: base.updaterName, time: formatInstant(base.updateTime) })}
            {editing && saveNote && <span aria-live="polite"> · {saveNote}</span>}
          </Typography.Text>
        </div>
        <DocumentActions
          space={space}
          base={base}
          editing={editing}
          state={state}
          onEditing={setEditing}
          save={save}
          onStatusChanged={(next) => adopt(next, { typed: false })}
          onHistory={() => setHistory(true)}
          onShare={onShare}
          onDeleted={onDeleted}
        />
      </Flex>
      {state === 'conflict' && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          className="no-print"
          message={t('doc.conflict')}
          data-testid="document-conflict"
          action={
            <Button size="small" onClick={() => void onReload()}>
              {t('doc.reload')}
            </Button>
          }
        />
      )}
      {editing ? (
        <LazyRichTextEditor
          extras={DOCUMENT_EXTRAS}
          uploadImage={knowledgeImageUpload(space.kbId)}
          spacious
          minHeight={360}
          label={t('doc.editor')}
          value={content}
          onChange={(html) => changed({ content: html })}
        />
      ) : base.content ? (
        <DocumentBody html={base.content} testId="document-body" liveIssues />
      ) : (
        <Typography.Paragraph type="secondary">{t('doc.empty')}</Typography.Paragraph>
      )}
      {!editing && (
        <div className="no-print">
          <Comments kbId={space.kbId} docId={doc.docId} canComment={mayKnowledge(space.role, 'comment')} />
        </div>
      )}
      {mayKnowledge(space.role, 'write') && (
        <HistoryDrawer
          doc={base}
          open={history}
          onClose={() => setHistory(false)}
          onRestored={(restored) => {
            adopt(restored, { typed: true });
            void message.success(t('history.restored'));
            setHistory(false);
          }}
        />
      )}
    </article>
  );
}
