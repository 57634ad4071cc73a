import { AUTOSAVE_DELAY_MS, type KnowledgeBase, type KnowledgeDocument } from '@questline/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { saveDocument } from '../../api/knowledge';
import { formatInstant } from '../../ui/format';
import { knowledgeKeys } from './queries';

export type SaveState = 'idle' | 'dirty' | 'saving' | 'saved' | 'conflict';

/**
 * A document's draft while it is edited: the title and content typed, the copy last saved (`base`) and the save's
 * state. Drafts save themselves a moment after typing stops; a published document is saved on request. Every save
 * carries the updateTime last seen, so a change someone else made in between is reported, never overwritten
 * (DOMAIN.md).
 */
export function useDocumentDraft(space: KnowledgeBase, doc: KnowledgeDocument, editing: boolean) {
  const client = useQueryClient();
  const [title, setTitle] = useState(doc.title);
  const [content, setContent] = useState(doc.content);
  const [base, setBase] = useState(doc);
  const [state, setState] = useState<SaveState>('idle');
  const [savedAt, setSavedAt] = useState('');
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

  /** A status change or a restored version becomes the copy last saved (and the typed one, for a restore). */
  const adopt = (next: KnowledgeDocument, { typed }: { typed: boolean }) => {
    setBase(next);
    if (typed) {
      setTitle(next.title);
      setContent(next.content);
    }
    client.setQueryData(knowledgeKeys.document(space.kbId, doc.docId), next);
  };

  return { title, content, base, state, savedAt, save, changed, adopt };
}
