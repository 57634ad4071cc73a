import {
  MODULE_NAME_MAX,
  type PartialData,
  type ProjectMember,
  type ProjectModule,
  ResultCode,
} from '@questline/contract';
import { App, Form, Input, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addModule, batchSetModuleHandler, editModule } from '../../api/projectSettings';
import { nameRules, ruleMessage } from './formRules';

/** What the module dialog is doing: adding under a parent (null: top level) or editing a module. */
export type ModuleEditing = { kind: 'add'; parent: ProjectModule | null } | { kind: 'edit'; module: ProjectModule };

interface ModuleValues {
  moduleName: string;
  handlerUserId?: number | null;
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
  const { message } = App.useApp();
  const [form] = Form.useForm<ModuleValues>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!editing) return;
    form.setFieldsValue(
      editing.kind === 'edit'
        ? { moduleName: editing.module.moduleName, handlerUserId: editing.module.handlerUserId }
        : { moduleName: '', handlerUserId: null },
    );
  }, [editing, form]);

  async function save(values: ModuleValues) {
    if (!editing) return;
    const moduleName = values.moduleName.trim();
    const handlerUserId = values.handlerUserId ?? null;
    setBusy(true);
    try {
      if (editing.kind === 'add') {
        await addModule({ projectId, parentId: editing.parent?.moduleId ?? null, moduleName, handlerUserId });
      } else {
        await editModule({ moduleId: editing.module.moduleId, moduleName, handlerUserId });
      }
      void message.success(t('common.saved'));
      await onSaved();
      onClose();
    } catch {
      // Shown by the client (spec point 8).
    } finally {
      setBusy(false);
    }
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
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
    >
      <Form<ModuleValues> name="projectModule" form={form} layout="vertical" onFinish={(values) => void save(values)}>
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
  const [busy, setBusy] = useState(false);
  const label = t('modules.handler');

  async function save(values: { userId: number }) {
    setBusy(true);
    try {
      const answer = await batchSetModuleHandler({ projectId, moduleIds, userId: values.userId });
      const data: PartialData = answer.data;
      if (answer.code === ResultCode.partial)
        void message.warning(t('modules.batchPartial', { failed: data.failed.length }));
      else void message.success(t('modules.batchDone', { count: data.succeeded.length }));
      await onSaved();
      onClose();
    } catch {
      // Shown by the client (spec point 8).
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      title={t('modules.batchTitle', { count: moduleIds.length })}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form name="moduleHandler" form={form} layout="vertical" onFinish={(values) => void save(values)}>
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
