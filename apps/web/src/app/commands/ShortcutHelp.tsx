import { Modal, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type Command, useRegisteredCommands } from './commandRegistry';

interface Row {
  key: string;
  keys: string;
  action: string;
}

/** `?` (issue 35): every shortcut that works here now, the palette's first. */
export default function ShortcutHelp({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('keyboard');
  const commands = useRegisteredCommands().filter((command): command is Command & { key: string } =>
    Boolean(command.key),
  );
  const rows: Row[] = [
    { key: 'palette', keys: 'Ctrl K / ⌘ K', action: t('help.palette') },
    { key: 'help', keys: '?', action: t('help.help') },
    ...commands.map((command) => ({ key: command.id, keys: command.key, action: command.title })),
  ];
  return (
    <Modal open title={t('help.title')} footer={null} onCancel={onClose} destroyOnHidden>
      <Table<Row>
        size="small"
        pagination={false}
        rowKey="key"
        dataSource={rows}
        columns={[
          { title: t('help.key'), dataIndex: 'keys', width: 140, render: (keys: string) => <kbd>{keys}</kbd> },
          { title: t('help.action'), dataIndex: 'action' },
        ]}
      />
      {commands.length === 0 && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          {t('help.none')}
        </Typography.Paragraph>
      )}
    </Modal>
  );
}
