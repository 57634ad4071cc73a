import { Skeleton } from 'antd';
import { Suspense, lazy } from 'react';
import type { RichTextEditorProps } from './RichTextEditor';

const Editor = lazy(async () => ({ default: (await import('./RichTextEditor')).RichTextEditor }));

/**
 * TipTap and ProseMirror load when an editor first shows (the form, a detail's comment box), not with the
 * issue list, whose first visit would otherwise download them too (measured by `npm run bench`).
 */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: props.minHeight ?? 140 }} />}>
      <Editor {...props} />
    </Suspense>
  );
}
