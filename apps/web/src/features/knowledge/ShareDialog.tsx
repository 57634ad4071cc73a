import { useQueryClient } from '@tanstack/react-query';
import { createShare, revokeShare } from '../../api/knowledge';
import { ShareLinkDialog } from '../../ui/ShareLinkDialog';
import { knowledgeKeys, useShares } from './queries';

export interface ShareTarget {
  kind: 'document' | 'folder';
  id: number;
  name: string;
}

/** Public shares of a document or folder (issue 15) in the one share dialog (ADR 0116). */
export function ShareDialog(props: { kbId: number; target: ShareTarget | null; onClose: () => void }) {
  const client = useQueryClient();
  const shares = useShares(props.kbId, props.target !== null);
  const refresh = () => client.invalidateQueries({ queryKey: knowledgeKeys.shares(props.kbId) });
  const target = props.target;
  return (
    <ShareLinkDialog
      targetName={target?.name ?? null}
      shares={shares}
      onClose={props.onClose}
      onCreate={async (values) => {
        if (!target) return null;
        try {
          const share = await createShare({
            kbId: props.kbId,
            ...(target.kind === 'document' ? { docId: target.id } : { folderId: target.id }),
            ...values,
          });
          await refresh();
          return share.data;
        } catch {
          // The client showed why (a draft, a short password).
          return null;
        }
      }}
      onRevoke={async (share) => {
        await revokeShare(props.kbId, share.shareId);
        await refresh();
      }}
    />
  );
}
