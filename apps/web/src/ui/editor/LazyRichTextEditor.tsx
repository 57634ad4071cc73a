import { Skeleton } from 'antd';
import { Suspense, lazy } from 'react';
import { needsKit } from './extras';
import type { LoadedParts, RichTextEditorProps } from './RichTextEditor';

export type LazyRichTextEditorProps = Omit<RichTextEditorProps, 'loaded'>;

/** The editor with the parts it needs, each in a chunk of its own, fetched together. */
function editorWith(documentKit: boolean, mentions: boolean) {
  return lazy(async () => {
    const [{ RichTextEditor }, kit, mention] = await Promise.all([
      import('./RichTextEditor'),
      documentKit ? import('./documentKit') : undefined,
      mentions ? import('./mentions') : undefined,
    ]);
    const loaded: LoadedParts = {
      ...(kit ? { documentKit: kit.documentKit } : {}),
      ...(mention ? { mentionExtension: mention.mentionExtension } : {}),
    };
    return { default: (props: LazyRichTextEditorProps) => <RichTextEditor {...props} loaded={loaded} /> };
  });
}

const EDITORS = {
  basic: editorWith(false, false),
  mentions: editorWith(false, true),
  document: editorWith(true, false),
  documentAndMentions: editorWith(true, true),
};

/**
 * TipTap and ProseMirror load when an editor first shows (an issue's form, a comment box, a document being edited),
 * not with the page around it, whose first visit would otherwise download them too (measured by `npm run bench`).
 * The document kit (tables, task lists, highlighted code) and the "@" extension come along only for an editor that
 * asks for them.
 */
export function LazyRichTextEditor(props: LazyRichTextEditorProps) {
  const document = needsKit(props.extras ?? []);
  const mentions = props.mentions !== undefined;
  const Editor = document
    ? mentions
      ? EDITORS.documentAndMentions
      : EDITORS.document
    : mentions
      ? EDITORS.mentions
      : EDITORS.basic;
  return (
    <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: props.minHeight ?? 140 }} />}>
      <Editor {...props} />
    </Suspense>
  );
}
