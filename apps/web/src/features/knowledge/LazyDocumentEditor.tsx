import { Skeleton } from 'antd';
import { Suspense, lazy } from 'react';
import type { DocumentEditorProps } from './DocumentEditor';

const Editor = lazy(async () => ({ default: (await import('./DocumentEditor')).DocumentEditor }));

/** TipTap loads when a document is first edited, not with the space's tree and reading view. */
export function LazyDocumentEditor(props: DocumentEditorProps) {
  return (
    <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 360 }} />}>
      <Editor {...props} />
    </Suspense>
  );
}
