import { PlusOutlined } from '@ant-design/icons';
import type { CreatedJoinLink, JoinLink, JoinLinkState } from '@questline/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  adminJoinLinks,
  createAdminJoinLink,
  createProjectJoinLink,
  projectJoinLinks,
  revokeAdminJoinLink,
  revokeProjectJoinLink,
} from '../../api/joining';
import { formatInstant } from '../../ui/format';
import { useWrite } from '../../ui/useWrite';
import { CopyableLink } from './CopyableLink';
import { CreateJoinLinkDialog, type NewJoinLink } from './CreateJoinLinkDialog';

/** Whose links: a project's (its admins) or the platform administrator's own, which join no project. */
export type LinkOwner = { kind: 'project'; projectId: number } | { kind: 'admin' };

// Presets whose text keeps 4.5:1 on their pale fill (tagColours.ts).
const STATE_COLOURS: Record<JoinLinkState, string> = {
  live: 'blue',
  expired: 'default',
  usedUp: 'default',
  revoked: 'magenta',
};

const keyOf = (owner: LinkOwner) =>
  owner.kind === 'project' ? (['joinLinks', 'project', owner.projectId] as const) : (['joinLinks', 'admin'] as const);

/**
 * Invitation links (issue 38 point 2, ADR 0108): make one, copy it once, see how many used it, revoke it. A person
 * who opens one registers with a password, no phone code needed, and joins the project.
 */
export function JoinLinksCard({ owner }: { owner: LinkOwner }) {
  const { t } = useTranslation('projects');
  const client = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedJoinLink | null>(null);
  const list = useQuery({
    queryKey: keyOf(owner),
    queryFn: async () =>
      (owner.kind === 'project' ? await projectJoinLinks(owner.projectId) : await adminJoinLinks()).data,
  });
  const reload = () => client.invalidateQueries({ queryKey: keyOf(owner) });
  const make = useWrite({
    write: (values: NewJoinLink) =>
      owner.kind === 'project'
        ? createProjectJoinLink({ ...values, projectId: owner.projectId })
        : createAdminJoinLink(values),
    refresh: [keyOf(owner)],
    onSuccess: (body) => setCreated(body.data),
  });
  // The list is read again whatever the answer, as before: a refused link may have changed state meanwhile.
  const revoke = useWrite({
    write: (link: JoinLink) =>
      owner.kind === 'project' ? revokeProjectJoinLink(owner.projectId, link.linkId) : revokeAdminJoinLink(link.linkId),
    success: t('joinLinks.revoked'),
    onSettled: reload,
  });

  return (
    <Card
      size="small"
      title={t('joinLinks.title')}
      style={{ marginBottom: 16 }}
      extra={
        <Button size="small" type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          {t('joinLinks.create')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        {owner.kind === 'project' ? t('joinLinks.hint') : t('joinLinks.adminHint')}
      </Typography.Paragraph>
      {created ? (
        <CopyableLink url={created.url} note={t('joinLinks.createdNote')} onClose={() => setCreated(null)} />
      ) : null}
      <Table<JoinLink>
        rowKey="linkId"
        size="small"
        loading={list.isLoading}
        dataSource={list.data ?? []}
        pagination={false}
        scroll={{ x: 640 }}
        locale={{ emptyText: t('joinLinks.empty') }}
        columns={[
          {
            key: 'kind',
            title: t('joinLinks.kind'),
            render: (_v, link) => (link.maxUses === 1 ? t('joinLinks.singleUse') : t('joinLinks.multiUse')),
          },
          {
            key: 'email',
            title: t('joinLinks.emailColumn'),
            render: (_v, link) => link.email ?? t('joinLinks.anyone'),
          },
          {
            key: 'used',
            title: t('joinLinks.used'),
            render: (_v, link) => t('joinLinks.usedOf', { used: link.useCount, max: link.maxUses }),
          },
          { key: 'expires', title: t('joinLinks.expires'), render: (_v, link) => formatInstant(link.expireTime) },
          { key: 'creator', title: t('joinLinks.creator'), dataIndex: 'creatorName' },
          {
            key: 'state',
            title: t('joinLinks.state'),
            render: (_v, link) => <Tag color={STATE_COLOURS[link.state]}>{t(`joinLinks.states.${link.state}`)}</Tag>,
          },
          {
            key: 'actions',
            title: t('joinLinks.actions'),
            render: (_v, link) =>
              link.state === 'live' ? (
                <Button type="link" size="small" danger onClick={() => revoke.mutate(link)}>
                  {t('joinLinks.revoke')}
                </Button>
              ) : null,
          },
        ]}
      />
      <CreateJoinLinkDialog
        open={creating}
        onClose={() => setCreating(false)}
        creating={make.isPending}
        create={(values, made) => make.mutate(values, { onSuccess: made })}
      />
    </Card>
  );
}
