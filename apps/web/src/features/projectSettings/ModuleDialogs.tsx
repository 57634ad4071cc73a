import { MODULE_NAME_MAX, type ProjectMember, type ProjectModule, ResultCode } from '@questline/contract';
import { App, Form, Input, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { addModule, batchSetModuleHandler, editModule } from '../../api/projectSettings';
import { useWrite } from '../../ui/useWrite';
import { nameRules, ruleMessage } from './formRules';

/** What the module dialog is doing: adding under a parent (null: top level) or editing a module. */
export type ModuleEditing = { kind: 'add'; parent: ProjectModule | null } | { kind: 'edit'; module: ProjectModule };

interface ModuleValues {
  moduleName: string;
  handlerUserId?: number | null;
}

/** One save of the module dialog: what it was doing when submitted, with the cleaned values. */
interface ModuleSave {
  editing: ModuleEditing;
  moduleName: string;
  handlerUserId: number | null;
}

function memberOptions(members: ProjectMember[], current?: ProjectModule) {
  const options = members.map((member) => ({ value: member.userId, label: member.userName }));
  // While the member list loads (or if it failed) the current handler is still shown by name, not by id.
  const handlerId = current?.handlerUserId ?? null;
  if (current && handlerId !== null && !options.some((option) => option.value === handlerId)) {
    options.push({ value: handlerId, label: current.handlerName ?? `#${String(handlerId)}` });
  }
  return options;
}

/** Adds or edits one module: its name and default handler (a project member). */
export function ModuleDialog({
  projectId,
  editing,
  members,
  onClose,
  onSaved,
}: {
  projectId: number;
  editing: ModuleEditing | null;
  members: ProjectMember[];
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const { t } = useTranslation('projectSettings');
  const [form] = Form.useForm<ModuleValues>();
  const save = useWrite({
    write: ({ editing: change, moduleName, handlerUserId }: ModuleSave): Promise<unknown> =>
      change.kind === 'add'
        ? addModule({ projectId, parentId: change.parent?.moduleId ?? null, moduleName, handlerUserId })
        : editModule({ moduleId: change.module.moduleId, moduleName, handlerUserId }),
    success: t('common.saved'),
    onSuccess: async () => {
      await onSaved();
      onClose();
    },
  });

  useEffect(() => {
    if (!editing) return;
    form.setFieldsValue(
      editing.kind === 'edit'
        ? { moduleName: editing.module.moduleName, handlerUserId: editing.module.handlerUserId }
        : { moduleName: '', handlerUserId: null },
    );
  }, [editing, form]);

  function onFinish(values: ModuleValues) {
    if (editing)
      save.mutate({ editing, moduleName: values.moduleName.trim(), handlerUserId: values.handlerUserId ?? null });
  }

  let title = t('modules.addRoot');
  if (editing?.kind === 'edit') title = t('modules.editOf', { name: editing.module.moduleName });
  else if (editing?.parent) title = t('modules.addChild', { name: editing.parent.moduleName });
  return (
    <Modal
      open={editing !== null}
      title={title}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
    >
      <Form<ModuleValues> name="projectModule" form={form} layout="vertical" onFinish={onFinish}>
        <Form.Item name="moduleName" label={t('modules.name')} rules={nameRules(t('modules.name'), MODULE_NAME_MAX)}>
          <Input maxLength={MODULE_NAME_MAX} showCount />
        </Form.Item>
        <Form.Item name="handlerUserId" label={t('modules.handler')}>
          <Select
            allowClear
            placeholder={t('modules.noHandler')}
            optionFilterProp="label"
            options={memberOptions(members, editing?.kind === 'edit' ? editing.module : undefined)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** One default handler for every checked module (PUT batchEditModuleProjectUser; 500201 names the failures). */
export function BatchHandlerDialog({
  projectId,
  moduleIds,
  open,
  members,
  onClose,
  onSaved,
}: {
  projectId: number;
  moduleIds: number[];
  open: boolean;
  members: ProjectMember[];
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const { t } = useTranslation('projectSettings');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ userId: number }>();
  const label = t('modules.handler');
  // A 500201 partial answer is a warning rather than a success; both reload the tree and close.
  const save = useWrite({
    write: (values: { userId: number }) => batchSetModuleHandler({ projectId, moduleIds, userId: values.userId }),
    success: (answer) =>
      answer.code === ResultCode.partial ? undefined : t('modules.batchDone', { count: answer.data.succeeded.length }),
    onSuccess: async (answer) => {
      if (answer.code === ResultCode.partial)
        void message.warning(t('modules.batchPartial', { failed: answer.data.failed.length }));
      await onSaved();
      onClose();
    },
  });

  return (
    <Modal
      open={open}
      title={t('modules.batchTitle', { count: moduleIds.length })}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form name="moduleHandler" form={form} layout="vertical" onFinish={(values) => save.mutate(values)}>
        <Form.Item
          name="userId"
          label={label}
          rules={[{ required: true, message: ruleMessage('fieldRequired', { field: label }) }]}
        >
          <Select optionFilterProp="label" options={memberOptions(members)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
