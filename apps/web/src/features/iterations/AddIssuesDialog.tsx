import type { IterationRow } from '@questline/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addIssuesToIteration } from '../../api/iterations';
import { getProblemList } from '../../api/issues';
import { iterationKeys } from './queries';
import { useWrite } from '../../ui/useWrite';

/** Picks issues of the project that are not in the iteration yet and adds them (updateBatchProblemIteration). */
export function AddIssuesDialog({
  projectId,
  iteration,
  onClose,
}: {
  projectId: number;
  iteration: IterationRow;
  onClose: () => void;
}) {
  const { t } = useTranslation('iterations');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [picked, setPicked] = useState<number[]>([]);
  const candidates = useQuery({
    queryKey: [...iterationKeys.all(projectId), 'candidates', keyword],
    queryFn: async () =>
      (
        await getProblemList(
          { projectId, keyword: keyword || undefined, orderBy: 'number', order: 'desc' },
          { pageNum: 1, pageSize: 50 },
        )
      ).rows,
  });
  const add = useWrite({
    write: () => addIssuesToIteration({ projectId, iterationId: iteration.iterationId, questionIds: picked }),
    onSuccess: async (answer) => {
      void message.success(answer.msg);
      await client.invalidateQueries({ queryKey: iterationKeys.all(projectId) });
      onClose();
    },
  });
  const options = (candidates.data ?? [])
    .filter((row) => row.iterationId !== iteration.iterationId)
    .map((row) => ({ value: row.questionId, label: `#${String(row.number)} ${row.questionName}` }));
  return (
    <Modal
      open
      title={t('addIssuesTitle', { name: iteration.iterationName })}
      onCancel={onClose}
      okText={t('add')}
      cancelText={t('cancel')}
      okButtonProps={{ disabled: picked.length === 0, loading: add.isPending }}
      onOk={() => add.mutate()}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('addIssuesPick')} htmlFor="iteration-add-issues">
          <Select
            id="iteration-add-issues"
            mode="multiple"
            autoFocus
            value={picked}
            onChange={setPicked}
            options={options}
            loading={candidates.isFetching}
            placeholder={t('addIssuesSearch')}
            showSearch={{ filterOption: false, onSearch: setKeyword }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
