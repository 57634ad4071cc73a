import { FolderAddOutlined, HomeOutlined, UploadOutlined } from '@ant-design/icons';
import type { DiskCrumb, DiskEntry } from '@questline/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Breadcrumb, Button, Flex, Input, Space } from 'antd';
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
import { NameDialog } from './NameDialog';
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

/** Runs a call the client reports failures of; answers whether it went through. */
async function went(call: () => Promise<unknown>): Promise<boolean> {
  try {
    await call();
    return true;
  } catch {
    return false;
  }
}

/**
 * The disk's files (issue 32): a folder at a time (its id in the address, so Back works), or a search of every
 * name; uploads of files and whole folders with progress; new folder, rename, move, remove; previews.
 */
export function DiskBrowser() {
  const { t } = useTranslation('disk');
  const { message } = App.useApp();
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
  async function remove(entryIds: number[]) {
    if (await went(() => removeDiskEntries(entryIds))) {
      void message.success(t('removed', { count: entryIds.length }));
      setSelected([]);
    }
    await refresh();
  }

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
              <Button danger onClick={() => void remove(selected)}>
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
        onRemove={(entry) => void remove([entry.entryId])}
        onShare={(entry) => setDialog({ kind: 'share', entry })}
      />
      {dialog?.kind === 'folder' && (
        <NameDialog
          title={t('newFolder')}
          initial=""
          onClose={() => setDialog(null)}
          onSave={async (name) => {
            const done = await went(() => createDiskFolder({ parentId: folderId, name }));
            await refresh();
            return done;
          }}
        />
      )}
      {dialog?.kind === 'rename' && (
        <NameDialog
          title={t('actions.renameNamed', { name: dialog.entry.name })}
          initial={dialog.entry.name}
          onClose={() => setDialog(null)}
          onSave={async (name) => {
            const done = await went(() => renameDiskEntry({ entryId: dialog.entry.entryId, name }));
            await refresh();
            return done;
          }}
        />
      )}
      {dialog?.kind === 'move' && (
        <MoveDialog
          movingIds={dialog.entryIds}
          onClose={() => setDialog(null)}
          onMove={async (targetId) => {
            const done = await went(() => moveDiskEntries({ entryIds: dialog.entryIds, targetId }));
            if (done) {
              void message.success(t('moved', { count: dialog.entryIds.length }));
              setSelected([]);
            }
            await refresh();
            return done;
          }}
        />
      )}
      {dialog?.kind === 'preview' && <PreviewDialog entry={dialog.entry} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'share' && <DiskShareDialog entry={dialog.entry} onClose={() => setDialog(null)} />}
    </Flex>
  );
}
