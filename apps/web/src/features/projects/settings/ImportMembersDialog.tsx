import type { MemberCandidate, PlanLimitData } from '@questline/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Checkbox, Empty, Form, Modal, Segmented, Select, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getCandidatesFromProject, getCandidatesFromTeam, importMembers, listImportTeams } from '../../../api/projects';
import { useLimitedSave } from '../planLimit';
import { projectKeys, useMyProjects } from '../queries';

type Source = 'project' | 'team';

interface ImportMembersDialogProps {
  projectId: number;
  open: boolean;
  onClose: () => void;
  onAdded: () => void;
  onLimit: (limit: PlanLimitData) => void;
}

/**
 * Import people from another of my projects or from a team (POST projectUser/getProjectUserListByTwoProId,
 * getTeamUserListByTwoProId, importProjectUsers); the team source lists the teams the user belongs to.
 */
export function ImportMembersDialog({ projectId, open, onClose, onAdded, onLimit }: ImportMembersDialogProps) {
  const { t } = useTranslation('projects');
  const { message } = App.useApp();
  const [source, setSource] = useState<Source>('project');
  const [sourceId, setSourceId] = useState<number | null>(null);
  const [chosen, setChosen] = useState<number[]>([]);
  const { saving, save } = useLimitedSave(close, onLimit);
  const [failed, setFailed] = useState<string[]>([]);
  const [showChooseError, setShowChooseError] = useState(false);
  const projects = useMyProjects();
  const teams = useQuery({ queryKey: projectKeys.importTeams, queryFn: listImportTeams, enabled: open });
  const candidates = useQuery({
    queryKey: projectKeys.candidates(projectId, source, sourceId),
    queryFn: async (): Promise<MemberCandidate[]> => {
      if (sourceId === null) return [];
      const answer =
        source === 'project'
          ? await getCandidatesFromProject(sourceId, projectId)
          : await getCandidatesFromTeam(sourceId, projectId);
      return answer.data;
    },
    enabled: open && sourceId !== null,
  });

  function reset() {
    setSourceId(null);
    setChosen([]);
    setFailed([]);
    setShowChooseError(false);
  }

  function close() {
    reset();
    setSource('project');
    onClose();
  }

  function submit() {
    if (sourceId === null || chosen.length === 0) {
      setShowChooseError(true);
      return;
    }
    save(async () => {
      const data = (
        await importMembers({
          projectId,
          userIds: chosen,
          source: source === 'project' ? { projectId: sourceId } : { teamId: sourceId },
        })
      ).data;
      if (data.succeeded.length > 0) onAdded();
      if (data.failed.length === 0) {
        void message.success(t('batchDialog.allAdded', { count: data.succeeded.length }));
        close();
      } else {
        // Like the batch add, failed[].id is the index in userIds (DOMAIN.md 500201).
        setFailed(data.failed.map((item) => `${nameOf(chosen[item.id] ?? item.id)}: ${item.msg}`));
        void candidates.refetch();
      }
    });
  }

  const projectOptions = (projects.data?.projects ?? [])
    .filter((card) => card.projectId !== projectId)
    .map((card) => ({ value: card.projectId, label: card.projectName }));
  const teamOptions = (teams.data ?? []).map((team) => ({ value: team.teamId, label: team.teamName }));
  const nameOf = (userId: number) =>
    candidates.data?.find((person) => person.userId === userId)?.nickName ?? String(userId);

  return (
    <Modal
      open={open}
      title={t('importDialog.title')}
      okText={t('importDialog.submit')}
      cancelText={t('form.cancel')}
      confirmLoading={saving}
      onOk={submit}
      onCancel={close}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('importDialog.source')}>
          <Segmented<Source>
            aria-label={t('importDialog.source')}
            value={source}
            onChange={(next) => {
              setSource(next);
              reset();
            }}
            options={[
              { value: 'project', label: t('importDialog.fromProject') },
              { value: 'team', label: t('importDialog.fromTeam'), disabled: teamOptions.length === 0 },
            ]}
          />
        </Form.Item>
        <Form.Item
          label={t(source === 'project' ? 'importDialog.project' : 'importDialog.team')}
          htmlFor="import-source"
        >
          <Select<number>
            id="import-source"
            value={sourceId ?? undefined}
            placeholder={t('importDialog.pickSource')}
            options={source === 'project' ? projectOptions : teamOptions}
            notFoundContent={source === 'team' ? t('importDialog.noTeams') : undefined}
            onChange={(value) => {
              setSourceId(value);
              setChosen([]);
              setFailed([]);
            }}
          />
        </Form.Item>
        {sourceId !== null && (
          <Form.Item
            label={t('importDialog.people')}
            validateStatus={showChooseError && chosen.length === 0 ? 'error' : undefined}
            help={showChooseError && chosen.length === 0 ? t('importDialog.choose') : undefined}
          >
            {candidates.isLoading ? (
              <Spin />
            ) : (candidates.data ?? []).length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('importDialog.nobody')} />
            ) : (
              <Checkbox.Group
                style={{ display: 'flex', flexDirection: 'column', gap: 6, maxHeight: 260, overflow: 'auto' }}
                value={chosen}
                onChange={(values) => setChosen(values)}
                options={(candidates.data ?? []).map((person) => ({
                  value: person.userId,
                  label: `${person.nickName} · ${person.phonenumber}`,
                }))}
              />
            )}
          </Form.Item>
        )}
      </Form>
      {failed.length > 0 && (
        <Alert
          type="warning"
          showIcon
          message={t('batchDialog.failedTitle')}
          description={failed.join('\n')}
          style={{ whiteSpace: 'pre-line' }}
        />
      )}
    </Modal>
  );
}
