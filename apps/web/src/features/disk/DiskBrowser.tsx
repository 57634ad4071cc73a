import { FolderAddOutlined, HomeOutlined, UploadOutlined } from '@ant-design/icons';
import type { DiskCrumb, DiskEntry } from '@questline/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Breadcrumb, Button, Flex, Input, Space } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  createDiskFolder,
  diskFileUrl,
  diskZipUrl,
  getDiskListing,
  moveDiskEntries,
  removeDiskEntries,
  renameDiskEntry,
} from '../../api/disk';
import { DiskShareDialog } from './DiskShareDialog';
import { DiskTable } from './DiskTable';
import { MoveDialog } from './MoveDialog';
import { DiskNameDialog } from './DiskNameDialog';
import { useWrite } from '../../ui/useWrite';
import { PreviewDialog } from './PreviewDialog';
import { UploadPanel } from './UploadPanel';
import { diskKeys } from './diskKeys';
import { useDiskUploads } from './useDiskUploads';

type Dialog =
  | { kind: 'folder' }
  | { kind: 'rename'; entry: DiskEntry }
  | { kind: 'move'; entryIds: number[] }
  | { kind: 'preview'; entry: DiskEntry }
  | { kind: 'share'; entry: DiskEntry };

/**
 * The disk's files (issue 32): a folder at a time (its id in the address, so Back works), or a search of every
 * name; uploads of files and whole folders with progress; new folder, rename, move, remove; previews.
 */
export function DiskBrowser() {
  const { t } = useTranslation('disk');
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const folderId = params.get('folder') ? Number(params.get('folder')) : null;
  const [keyword, setKeyword] = useState('');
  const [selected, setSelected] = useState<number[]>([]);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  const query = keyword ? { keyword } : folderId === null ? {} : { folderId };
  const listing = useQuery({
    queryKey: diskKeys.listing(query),
    queryFn: async () => (await getDiskListing(query)).data,
    placeholderData: keepPreviousData,
  });
  const refresh = () => client.invalidateQueries({ queryKey: diskKeys.all });
  const uploads = useDiskUploads(() => void refresh());
  // The disk's writes (new folder, rename, move, remove), each said with its own text once done; the listing is read
  // again either way, since a refusal may mean an entry changed meanwhile.
  const change = useWrite({
    write: ({ call }: { call: () => Promise<unknown>; done?: string }) => call(),
    success: (_answer, { done }) => done,
    onSettled: refresh,
  });

  const openFolder = (id: number | null) => {
    setKeyword('');
    setSelected([]);
    setParams(id === null ? {} : { folder: String(id) });
  };
  const open = (entry: DiskEntry) => {
    if (entry.kind === 'folder') openFolder(entry.entryId);
    else if (entry.preview) setDialog({ kind: 'preview', entry });
    else window.location.assign(diskFileUrl(entry.entryId));
  };
  const chosen = (input: HTMLInputElement | null) => {
    const files = [...(input?.files ?? [])];
    if (files.length > 0) uploads.add(files, folderId);
    if (input) input.value = '';
  };
  const remove = (entryIds: number[]) =>
    change.mutate(
      { call: () => removeDiskEntries(entryIds), done: t('removed', { count: entryIds.length }) },
      { onSuccess: () => setSelected([]) },
    );

  const crumbs: (DiskCrumb | null)[] = [null, ...(listing.data?.crumbs ?? [])];
  return (
    <Flex vertical gap={12}>
      <Flex wrap gap={8} justify="space-between">
        <Space wrap>
          <Button type="primary" icon={<UploadOutlined aria-hidden />} onClick={() => fileInput.current?.click()}>
            {t('upload.files')}
          </Button>
          <Button icon={<UploadOutlined aria-hidden />} onClick={() => folderInput.current?.click()}>
            {t('upload.folder')}
          </Button>
          <Button icon={<FolderAddOutlined aria-hidden />} onClick={() => setDialog({ kind: 'folder' })}>
            {t('newFolder')}
          </Button>
          {selected.length > 0 && (
            <>
              <Button href={diskZipUrl(selected)} download>
                {t('actions.downloadChosen', { count: selected.length })}
              </Button>
              <Button onClick={() => setDialog({ kind: 'move', entryIds: selected })}>
                {t('actions.moveChosen', { count: selected.length })}
              </Button>
              <Button danger onClick={() => remove(selected)}>
                {t('actions.removeChosen', { count: selected.length })}
              </Button>
            </>
          )}
        </Space>
        <Input.Search
          allowClear
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          onSearch={(value) => {
            setSelected([]);
            setKeyword(value.trim());
          }}
          style={{ maxWidth: 280 }}
        />
      </Flex>
      <input
        ref={fileInput}
        type="file"
        multiple
        hidden
        aria-label={t('upload.files')}
        onChange={(event) => chosen(event.currentTarget)}
      />
      <input
        ref={folderInput}
        type="file"
        hidden
        aria-label={t('upload.folder')}
        {...{ webkitdirectory: '' }}
        onChange={(event) => chosen(event.currentTarget)}
      />
      {keyword ? (
        <Breadcrumb items={[{ title: t('search.results', { keyword }) }]} />
      ) : (
        <Breadcrumb
          items={crumbs.map((crumb, index) => ({
            key: crumb?.entryId ?? 'root',
            title:
              index === crumbs.length - 1 ? (
                <span aria-current="page">
                  {crumb ? (
                    crumb.name
                  ) : (
                    <>
                      <HomeOutlined aria-hidden /> {t('root')}
                    </>
                  )}
                </span>
              ) : (
                <Button
                  type="link"
                  size="small"
                  style={{ padding: 0 }}
                  onClick={() => openFolder(crumb?.entryId ?? null)}
                >
                  {crumb ? (
                    crumb.name
                  ) : (
                    <>
                      <HomeOutlined aria-hidden /> {t('root')}
                    </>
                  )}
                </Button>
              ),
          }))}
        />
      )}
      <UploadPanel
        items={uploads.items}
        onPause={uploads.pause}
        onResume={uploads.resume}
        onCancel={uploads.cancel}
        onClear={uploads.clearFinished}
      />
      <DiskTable
        entries={listing.data?.entries ?? []}
        query={listing}
        empty={keyword ? t('search.none') : t('emptyFolder')}
        showPath={keyword !== ''}
        selected={selected}
        onSelect={setSelected}
        onOpen={open}
        onRename={(entry) => setDialog({ kind: 'rename', entry })}
        onMove={(entry) => setDialog({ kind: 'move', entryIds: [entry.entryId] })}
        onRemove={(entry) => remove([entry.entryId])}
        onShare={(entry) => setDialog({ kind: 'share', entry })}
      />
      {dialog?.kind === 'folder' && (
        <DiskNameDialog
          title={t('newFolder')}
          saving={change.isPending}
          onClose={() => setDialog(null)}
          onSave={(name, saved) =>
            change.mutate({ call: () => createDiskFolder({ parentId: folderId, name }) }, { onSuccess: saved })
          }
        />
      )}
      {dialog?.kind === 'rename' && (
        <DiskNameDialog
          title={t('actions.renameNamed', { name: dialog.entry.name })}
          initial={dialog.entry.name}
          saving={change.isPending}
          onClose={() => setDialog(null)}
          onSave={(name, saved) =>
            change.mutate(
              { call: () => renameDiskEntry({ entryId: dialog.entry.entryId, name }) },
              { onSuccess: saved },
            )
          }
        />
      )}
      {dialog?.kind === 'move' && (
        <MoveDialog
          movingIds={dialog.entryIds}
          onClose={() => setDialog(null)}
          moving={change.isPending}
          onMove={(targetId, moved) =>
            change.mutate(
              {
                call: () => moveDiskEntries({ entryIds: dialog.entryIds, targetId }),
                done: t('moved', { count: dialog.entryIds.length }),
              },
              {
                onSuccess: () => {
                  setSelected([]);
                  moved();
                },
              },
            )
          }
        />
      )}
      {dialog?.kind === 'preview' && <PreviewDialog entry={dialog.entry} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'share' && <DiskShareDialog entry={dialog.entry} onClose={() => setDialog(null)} />}
    </Flex>
  );
}
