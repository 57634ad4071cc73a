import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { ApiEnvironment, ApiVariable } from '@questline/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Checkbox, Flex, Input, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createApiEnvironment, deleteApiEnvironment, editApiEnvironment } from '../../api/apiTesting';
import { apiTestingKeys } from './keys';
import { useWrite } from '../../ui/useWrite';

interface Editing {
  environmentId: number | null;
  name: string;
  variables: ApiVariable[];
}

const editingOf = (environment: ApiEnvironment | undefined): Editing =>
  environment
    ? { environmentId: environment.environmentId, name: environment.name, variables: environment.variables }
    : { environmentId: null, name: '', variables: [{ name: 'baseUrl', value: '', secret: false }] };

function VariableRow(props: {
  variable: ApiVariable;
  locked: boolean;
  mayMakeSecret: boolean;
  onChange: (next: ApiVariable) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('apiTesting');
  const { variable, locked } = props;
  const label = variable.name || t('editor.pairs.unnamed');
  const valueProps = {
    'aria-label': `${t('environments.variableValue')} ${label}`,
    style: { flex: '2 1 200px' },
    disabled: locked,
    // A secret the page never had is shown as hidden and sent back unread, so the server keeps it.
    placeholder:
      variable.secret && variable.value === null ? t('environments.secretHidden') : t('environments.variableValue'),
    value: variable.value ?? '',
    onChange: (event: { target: { value: string } }) => props.onChange({ ...variable, value: event.target.value }),
  };
  return (
    <Flex gap={8} align="center" wrap data-testid="variable-row">
      <Input
        aria-label={t('environments.variableName')}
        style={{ flex: '1 1 140px' }}
        disabled={locked}
        value={variable.name}
        onChange={(event) => props.onChange({ ...variable, name: event.target.value })}
      />
      {variable.secret ? <Input.Password {...valueProps} /> : <Input {...valueProps} />}
      <Checkbox
        checked={variable.secret}
        disabled={locked || !props.mayMakeSecret}
        onChange={(event) => props.onChange({ ...variable, secret: event.target.checked, value: variable.value ?? '' })}
      >
        {t('environments.secret')}
      </Checkbox>
      <Button
        type="text"
        icon={<DeleteOutlined />}
        disabled={locked}
        aria-label={t('environments.remove', { name: label })}
        onClick={props.onRemove}
      />
    </Flex>
  );
}

/**
 * The project's environments (issue 34): variables such as {{baseUrl}}, and secrets, which only project admins
 * read or change; everyone else keeps them as they are, masked.
 */
export function EnvironmentDialog(props: {
  projectId: number;
  environments: ApiEnvironment[];
  secretsVisible: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('apiTesting');
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const [editing, setEditing] = useState<Editing>(() => editingOf(props.environments[0]));
  const refresh = () => client.invalidateQueries({ queryKey: apiTestingKeys.workspace(props.projectId) });
  const save = useWrite({
    write: async () => {
      const body = { projectId: props.projectId, name: editing.name, variables: editing.variables };
      return editing.environmentId === null
        ? createApiEnvironment(body)
        : editApiEnvironment({ ...body, environmentId: editing.environmentId });
    },
    onSuccess: async (answer) => {
      setEditing(editingOf(answer.data));
      void message.success(t('environments.saved'));
      await refresh();
    },
  });
  const remove = () => {
    const { environmentId } = editing;
    if (environmentId === null) return;
    modal.confirm({
      title: t('environments.deleteConfirm', { name: editing.name }),
      onOk: async () => {
        await deleteApiEnvironment(props.projectId, environmentId);
        setEditing(editingOf(props.environments.find((environment) => environment.environmentId !== environmentId)));
        await refresh();
      },
    });
  };
  const change = (index: number, next: ApiVariable) =>
    setEditing({ ...editing, variables: editing.variables.map((variable, at) => (at === index ? next : variable)) });
  return (
    <Modal
      open
      title={t('environments.title')}
      width={760}
      onCancel={props.onClose}
      footer={[
        editing.environmentId !== null && (
          <Button key="delete" danger onClick={remove}>
            {t('environments.delete')}
          </Button>
        ),
        <Button key="save" type="primary" loading={save.isPending} onClick={() => save.mutate()}>
          {t('environments.save')}
        </Button>,
      ]}
    >
      <Flex vertical gap={12}>
        <Flex gap={8} wrap>
          <Select<number | 'new'>
            aria-label={t('environments.title')}
            style={{ flex: '1 1 200px' }}
            value={editing.environmentId ?? 'new'}
            onChange={(value) =>
              setEditing(
                editingOf(value === 'new' ? undefined : props.environments.find((row) => row.environmentId === value)),
              )
            }
            options={[
              ...props.environments.map((row) => ({ value: row.environmentId, label: row.name })),
              { value: 'new' as const, label: t('environments.new') },
            ]}
          />
          <Input
            aria-label={t('environments.name')}
            placeholder={t('environments.name')}
            style={{ flex: '1 1 200px' }}
            value={editing.name}
            onChange={(event) => setEditing({ ...editing, name: event.target.value })}
          />
        </Flex>
        <Typography.Text type="secondary">
          {props.secretsVisible ? t('environments.secretHint') : t('environments.secretLocked')}
        </Typography.Text>
        {editing.variables.map((variable, index) => (
          <VariableRow
            // The rows have no id of their own: the position is what tells them apart while editing.
            key={index}
            variable={variable}
            locked={variable.secret && !props.secretsVisible}
            mayMakeSecret={props.secretsVisible}
            onChange={(next) => change(index, next)}
            onRemove={() => setEditing({ ...editing, variables: editing.variables.filter((_, at) => at !== index) })}
          />
        ))}
        <div>
          <Button
            icon={<PlusOutlined />}
            onClick={() =>
              setEditing({ ...editing, variables: [...editing.variables, { name: '', value: '', secret: false }] })
            }
          >
            {t('environments.add')}
          </Button>
        </div>
      </Flex>
    </Modal>
  );
}
