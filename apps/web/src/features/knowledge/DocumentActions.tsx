import { type KnowledgeBase, type KnowledgeDocument, mayKnowledge } from '@questline/contract';
import { App, Button, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { deleteDocument, exportMarkdown, publishDocument, saveTemplate, unpublishDocument } from '../../api/knowledge';
import { floating } from '../../ui/floating';
import { Popconfirm } from '../../ui/Popconfirm';
import { useWrite } from '../../ui/useWrite';
import type { ShareTarget } from './ShareDialog';
import { knowledgeKeys } from './queries';
import type { SaveState } from './useDocumentDraft';

interface DocumentActionsProps {
  space: KnowledgeBase;
  /** The copy last saved. */
  base: KnowledgeDocument;
  editing: boolean;
  state: SaveState;
  onEditing: (editing: boolean) => void;
  save: () => Promise<void>;
  onStatusChanged: (next: KnowledgeDocument) => void;
  onHistory: () => void;
  onShare: (target: ShareTarget) => void;
  onDeleted: () => void;
}

async function download(space: KnowledgeBase, doc: KnowledgeDocument) {
  const blob = await exportMarkdown(space.kbId, doc.docId);
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = `${doc.title}.md`;
  link.click();
  URL.revokeObjectURL(link.href);
}

// ADR 0046: the browser's own print (Chromium's "Save as PDF") with the print stylesheet in styles.css; the page
// title becomes the document's so the offered file name is the document's.
function printPdf(doc: KnowledgeDocument) {
  const pageTitle = document.title;
  document.title = doc.title;
  window.print();
  document.title = pageTitle;
}

/** A document's buttons: editing, publishing, history, share, export and print, template, removal. */
export function DocumentActions(props: DocumentActionsProps) {
  const { space, base, editing, state, onEditing, save } = props;
  const { t } = useTranslation('knowledge');
  const { modal } = App.useApp();

  const setStatus = useWrite({
    write: (publish: boolean) =>
      (publish ? publishDocument : unpublishDocument)(space.kbId, base.docId, base.updateTime),
    success: (_next, publish) => (publish ? t('doc.published') : t('doc.unpublished')),
    onSuccess: (next) => props.onStatusChanged(next.data),
    refresh: [knowledgeKeys.space(space.kbId)],
  });
  const saveAsTemplate = useWrite({
    write: (name: string) => saveTemplate(space.kbId, base.docId, name),
    success: t('doc.templateSaved'),
  });
  const remove = useWrite({
    write: () => deleteDocument(space.kbId, base.docId),
    success: t('space.deleted'),
    refresh: [knowledgeKeys.space(space.kbId)],
    onSuccess: props.onDeleted,
  });

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

  const exports = (
    <>
      <Button onClick={() => void download(space, base)}>{t('doc.export')}</Button>
      <Button onClick={() => printPdf(base)}>{t('doc.exportPdf')}</Button>
    </>
  );
  if (!mayKnowledge(space.role, 'write')) {
    return (
      <Space wrap className="no-print">
        {exports}
      </Space>
    );
  }
  return (
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
              onEditing(false);
            })}
          >
            {t('doc.done')}
          </Button>
        </>
      ) : (
        <Button type="primary" onClick={() => onEditing(true)}>
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
      <Button onClick={props.onHistory}>{t('doc.history')}</Button>
      {base.status === 'published' && mayKnowledge(space.role, 'share') && (
        <Button onClick={() => props.onShare({ kind: 'document', id: base.docId, name: base.title })}>
          {t('space.share')}
        </Button>
      )}
      {exports}
      <Button onClick={askTemplateName}>{t('doc.saveAsTemplate')}</Button>
      <Popconfirm title={t('doc.deleteConfirm', { name: base.title })} onConfirm={() => remove.mutateAsync()}>
        <Button danger>{t('doc.delete')}</Button>
      </Popconfirm>
    </Space>
  );
}
