import { App, type FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type IssueDraft, clearDraft, draftKey, readDraft, saveDraft } from './draftStore';
import type { QuestionFormValues } from './questionValues';

interface DiscardGuardOptions {
  form: FormInstance<QuestionFormValues>;
  projectId: number;
  parentId: number | undefined;
  /** Only a new issue (or subtask) keeps a local draft; an edit is only asked about. */
  creating: boolean;
  open: boolean;
  onClose: () => void;
}

interface Session {
  open: boolean;
  /** The stored draft offered for restoring, until the person restores or drops it. */
  offer: IssueDraft | null;
  dirty: boolean;
}

/**
 * Issue 38, point 5: the form asks before what was typed is thrown away, keeps a new issue's draft in this
 * browser as it is typed, and offers it back the next time the form opens.
 */
export function useDiscardGuard({ form, projectId, parentId, creating, open, onClose }: DiscardGuardOptions) {
  const { t } = useTranslation('issue');
  const { modal } = App.useApp();
  const key = creating ? draftKey(projectId, parentId) : null;
  const [session, setSession] = useState<Session>({ open: false, offer: null, dirty: false });
  // Each opening starts a session of its own: the detail page keeps the dialog mounted between openings.
  if (session.open !== open) setSession({ open, offer: open && key ? readDraft(key) : null, dirty: false });

  function changed() {
    if (!session.dirty) setSession((current) => ({ ...current, dirty: true }));
    // An offered draft is not overwritten until the person has said what to do with it.
    if (key && !session.offer) saveDraft(key, form.getFieldsValue(true) as QuestionFormValues);
  }

  function restore() {
    if (!session.offer || !key) return;
    form.setFieldsValue(session.offer.values);
    saveDraft(key, form.getFieldsValue(true) as QuestionFormValues);
    setSession((current) => ({ ...current, offer: null, dirty: true }));
  }

  function drop() {
    if (key) clearDraft(key);
    setSession((current) => ({ ...current, offer: null }));
  }

  /** After a successful save the draft has become an issue. */
  function saved() {
    if (key) clearDraft(key);
  }

  /** Escape, the close button and Cancel all come here. */
  function requestClose() {
    if (!session.dirty) {
      onClose();
      return;
    }
    void modal.confirm({
      title: t('form.discard.title'),
      content: t(creating ? 'form.discard.newContent' : 'form.discard.editContent'),
      okText: t('form.discard.ok'),
      okButtonProps: { danger: true },
      cancelText: t('form.discard.keep'),
      // Enter or a stray second Escape keeps the work; throwing it away takes a deliberate click.
      autoFocusButton: 'cancel',
      onOk: () => {
        // Only what this session wrote: a draft still on offer was never looked at, so it stays.
        if (key && !session.offer) clearDraft(key);
        onClose();
      },
    });
  }

  return { offer: session.offer, changed, restore, drop, saved, requestClose };
}
