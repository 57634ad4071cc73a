import type { DiskEntry } from '@questline/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createDiskShare, getDiskShares, revokeDiskShare } from '../../api/disk';
import { ShareLinkDialog } from '../../ui/ShareLinkDialog';
import { diskKeys } from './diskKeys';

/** Share links of one disk file or folder, in the one share dialog (ADR 0116). */
export function DiskShareDialog({ entry, onClose }: { entry: DiskEntry; onClose: () => void }) {
  const client = useQueryClient();
  const shares = useQuery({
    queryKey: diskKeys.shares(entry.entryId),
    queryFn: async () => (await getDiskShares(entry.entryId)).data,
  });
  const refresh = () => client.invalidateQueries({ queryKey: diskKeys.shares(entry.entryId) });
  return (
    <ShareLinkDialog
      targetName={entry.name}
      shares={shares}
      onClose={onClose}
      onCreate={async (values) => {
        try {
          const share = await createDiskShare({ entryId: entry.entryId, ...values });
          await refresh();
          return share.data;
        } catch {
          // The client showed why (a short password).
          return null;
        }
      }}
      onRevoke={async (share) => {
        await revokeDiskShare(share.shareId);
        await refresh();
      }}
    />
  );
}
