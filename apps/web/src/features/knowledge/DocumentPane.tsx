import {
  AUTOSAVE_DELAY_MS,
  DOCUMENT_TITLE_MAX,
  type KnowledgeBase,
  type KnowledgeDocument,
  mayKnowledge,
} from '@questline/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Input, Space, Tag, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  deleteDocument,
  exportMarkdown,
  publishDocument,
  saveDocument,
  saveTemplate,
  unpublishDocument,
} from '../../api/knowledge';
import { floating } from '../../ui/floating';
import { Popconfirm } from '../../ui/Popconfirm';
import { useWrite } from '../../ui/useWrite';
import { Comments } from './Comments';
import { DocumentBody } from './DocumentBody';
import { HistoryDrawer } from './HistoryDrawer';
import type { ShareTarget } from './ShareDialog';
import { knowledgeKeys } from './queries';
import { formatInstant } from '../../ui/format';
import { LazyRichTextEditor } from '../../ui/editor/LazyRichTextEditor';
import { DOCUMENT_EXTRAS, knowledgeImageUpload } from './documentEditing';

/** Green that keeps 4.5:1 contrast for its small text (ADR 0015). */
const PUBLISHED_TAG = { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' };

type SaveState = 'idle' | 'dirty' | 'saving' | 'saved' | 'conflict';

interface DocumentPaneProps {
  space: KnowledgeBase;
  doc: KnowledgeDocument;
  onShare: (target: ShareTarget) => void;
  onDeleted: () => void;
  onReload: () => Promise<unknown>;
}

/**
 * One document: reading view with comments, and for writers the editor. Drafts save themselves a moment
 * after typing stops; a published document is saved on request. Every save carries the updateTime last
 * seen, so a change someone else made in between is reported, never overwritten (DOMAIN.md).
 */
export function DocumentPane({ space, doc, onShare, onDeleted, onReload }: DocumentPaneProps) {
  const { t } = useTranslation('knowledge');
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const canWrite = mayKnowledge(space.role, 'write');
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(doc.title);
  const [content, setContent] = useState(doc.content);
  const [base, setBase] = useState(doc);
  const [state, setState] = useState<SaveState>('idle');
  const [savedAt, setSavedAt] = useState('');
  const [history, setHistory] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // A reload (after a conflict), a status change or a restore hands in a new document: start again from it.
  const [shown, setShown] = useState(doc);
  if (shown !== doc) {
    setShown(doc);
    setBase(doc);
    setTitle(doc.title);
    setContent(doc.content);
    setState('idle');
  }

  const save = useCallback(async () => {
    if (title.trim() === '') return;
    setState('saving');
    try {
      const saved = await saveDocument({
        kbId: space.kbId,
        docId: doc.docId,
        title,
        content,
        updateTime: base.updateTime,
      });
      setBase(saved.data);
      setState('saved');
      setSavedAt(formatInstant(saved.data.updateTime, 'clockSeconds'));
      // The tree shows the new title; the document's own query is left alone so typing since is kept.
      await client.invalidateQueries({ queryKey: knowledgeKeys.tree(space.kbId) });
    } catch {
      setState('conflict');
    }
  }, [base.updateTime, client, content, doc.docId, space.kbId, title]);

  useEffect(() => {
    if (!editing || state !== 'dirty' || base.status !== 'draft') return;
    timer.current = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer.current);
  }, [base.status, editing, save, state, title, content]);

  const changed = (next: { title?: string; content?: string }) => {
    if (next.title !== undefined) setTitle(next.title);
    if (next.content !== undefined) setContent(next.content);
    if (state !== 'conflict') setState('dirty');
  };

  const setStatus = useWrite({
    write: (publish: boolean) =>
      (publish ? publishDocument : unpublishDocument)(space.kbId, doc.docId, base.updateTime),
    success: (_next, publish) => (publish ? t('doc.published') : t('doc.unpublished')),
    onSuccess: (next) => {
      setBase(next.data);
      client.setQueryData(knowledgeKeys.document(space.kbId, doc.docId), next.data);
    },
    refresh: [knowledgeKeys.space(space.kbId)],
  });
  const saveAsTemplate = useWrite({
    write: (name: string) => saveTemplate(space.kbId, doc.docId, name),
    success: t('doc.templateSaved'),
  });
  const remove = useWrite({
    write: () => deleteDocument(space.kbId, doc.docId),
    success: t('space.deleted'),
    refresh: [knowledgeKeys.space(space.kbId)],
    onSuccess: onDeleted,
  });

  const download = async () => {
    const blob = await exportMarkdown(space.kbId, doc.docId);
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = `${base.title}.md`;
    link.click();
    URL.revokeObjectURL(link.href);
  };

  // ADR 0046: the browser's own print (Chromium's "Save as PDF") with the print stylesheet in styles.css;
  // the page title becomes the document's so the offered file name is the document's.
  const printPdf = () => {
    const pageTitle = document.title;
    document.title = base.title;
    window.print();
    document.title = pageTitle;
  };

  const askTemplateName = () => {
    let name = base.title;
    modal.confirm({
      title: t('doc.saveAsTemplate'),
      content: (
        <Input
          aria-label={t('doc.templateName')}
          defaultValue={name}
          onChange={(event) => {
            name = event.target.value;
          }}
        />
      ),
      onOk: () => saveAsTemplate.mutateAsync(name),
    });
  };

  const status = (
    <Tag style={base.status === 'published' ? PUBLISHED_TAG : undefined} data-testid="document-status">
      {t(`status.${base.status}`)}
    </Tag>
  );
  const saveNote =
    state === 'saving'
      ? t('doc.autosaving')
      : state === 'saved'
        ? t('doc.autosaved', { time: savedAt })
        : state === 'dirty'
          ? t('doc.unsaved')
          : '';

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
              {base.title} {status}
            </Typography.Title>
          )}
          <Typography.Text type="secondary">
            {t('doc.meta', { name: base.updaterName, time: formatInstant(base.updateTime) })}
            {editing && saveNote && <span aria-live="polite"> · {saveNote}</span>}
          </Typography.Text>
        </div>
        {canWrite && (
          <Space wrap className="no-print">
            {editing ? (
              <>
                {base.status === 'published' && (
                  <Button type="primary" disabled={state !== 'dirty'} onClick={() => void save()}>
                    {t('doc.save')}
                  </Button>
                )}
                <Button
                  onClick={floating(async () => {
                    if (state === 'dirty') await save();
                    setEditing(false);
                  })}
                >
                  {t('doc.done')}
                </Button>
              </>
            ) : (
              <Button type="primary" onClick={() => setEditing(true)}>
                {t('doc.edit')}
              </Button>
            )}
            {base.status === 'draft' ? (
              <Button onClick={() => setStatus.mutate(true)} disabled={state === 'dirty' || state === 'saving'}>
                {t('doc.publish')}
              </Button>
            ) : (
              <Button onClick={() => setStatus.mutate(false)}>{t('doc.unpublish')}</Button>
            )}
            <Button onClick={() => setHistory(true)}>{t('doc.history')}</Button>
            {base.status === 'published' && mayKnowledge(space.role, 'share') && (
              <Button onClick={() => onShare({ kind: 'document', id: doc.docId, name: base.title })}>
                {t('space.share')}
              </Button>
            )}
            <Button onClick={() => void download()}>{t('doc.export')}</Button>
            <Button onClick={printPdf}>{t('doc.exportPdf')}</Button>
            <Button onClick={askTemplateName}>{t('doc.saveAsTemplate')}</Button>
            <Popconfirm title={t('doc.deleteConfirm', { name: base.title })} onConfirm={() => remove.mutateAsync()}>
              <Button danger>{t('doc.delete')}</Button>
            </Popconfirm>
          </Space>
        )}
        {!canWrite && (
          <Space wrap className="no-print">
            <Button onClick={() => void download()}>{t('doc.export')}</Button>
            <Button onClick={printPdf}>{t('doc.exportPdf')}</Button>
          </Space>
        )}
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
      {canWrite && (
        <HistoryDrawer
          doc={base}
          open={history}
          onClose={() => setHistory(false)}
          onRestored={(restored) => {
            setBase(restored);
            setTitle(restored.title);
            setContent(restored.content);
            client.setQueryData(knowledgeKeys.document(space.kbId, doc.docId), restored);
            void message.success(t('history.restored'));
            setHistory(false);
          }}
        />
      )}
    </article>
  );
}
