import { UploadOutlined } from '@ant-design/icons';
import { RESOURCE_FILES_MAX, type ResourceAdminRow, formatByteSize } from '@questline/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, List, Modal, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { removeResourceFile, uploadResourceFile } from '../../../api/resources';
import { useWrite } from '../../../ui/useWrite';
import { resourceKeys } from '../../resources';

/** A resource's files: upload (streamed to the server, one at a time) and removal. */
export function ResourceFilesDialog({ resource, onClose }: { resource: ResourceAdminRow; onClose: () => void }) {
  const { t } = useTranslation('resources');
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: resourceKeys.all });
  const upload = useWrite({
    write: (file: File) => uploadResourceFile(resource.resourceId, file, file.name),
    onSettled: refresh,
  });
  const remove = useWrite({ write: (fileId: number) => removeResourceFile(fileId), onSettled: refresh });
  const full = resource.files.length >= RESOURCE_FILES_MAX;
  return (
    <Modal open title={t('admin.filesOf', { title: resource.title })} footer={null} onCancel={onClose}>
      <Upload
        showUploadList={false}
        multiple
        disabled={full}
        beforeUpload={(file) => {
          upload.mutate(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={upload.isPending} disabled={full}>
          {t('admin.uploadFile')}
        </Button>
      </Upload>
      <List
        style={{ marginTop: 12 }}
        dataSource={resource.files}
        locale={{ emptyText: t('noFiles') }}
        renderItem={(file) => (
          <List.Item
            actions={[
              <Button
                key="remove"
                type="link"
                danger
                loading={remove.isPending && remove.variables === file.fileId}
                autoInsertSpace={false}
                aria-label={t('admin.removeFile', { name: file.name })}
                onClick={() => remove.mutate(file.fileId)}
              >
                {t('admin.remove')}
              </Button>,
            ]}
          >
            <List.Item.Meta title={file.name} description={formatByteSize(file.size)} />
          </List.Item>
        )}
      />
    </Modal>
  );
}
