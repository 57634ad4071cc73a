import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import {
  PRIORITIES,
  TEST_CASE_MODES,
  TEST_CASE_MODE_LABELS,
  TEST_CASE_TITLE_MAX_BYTES,
  TEST_CASE_TYPES,
  TEST_STEPS_MAX,
  TEST_TEXT_MAX,
  type CreateTestCaseBody,
  type TestCaseDetail,
  type TestModuleTree,
  byteLength,
} from '@questline/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Drawer,
  Form,
  Input,
  Radio,
  Select,
  Skeleton,
  Space,
  Timeline,
  TreeSelect,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n';
import { createTestCase, editTestCase, getTestCase, getTestCaseVersions } from '../../../api/testing';
import { caseTypeLabel, optionsOf, priorityLabel } from '../labels';
import { testingKeys } from '../queries';
import { RelatedSelect } from '../../issues/parts.public';
import { LinkedRequirements } from './LinkedRequirements';
import { moduleOptions } from './moduleOptions';
import { formatInstant } from '../../../ui/format';
import { useWrite } from '../../../ui/useWrite';

type CaseForm = Required<Omit<CreateTestCaseBody, 'projectId'>>;

const blank = (moduleId: number | null): CaseForm => ({
  caseName: '',
  caseType: 1,
  priority: 2,
  moduleId,
  precondition: '',
  mode: 'step',
  textSteps: '',
  textExpected: '',
  steps: [{ action: '', expected: '' }],
  tags: [],
  requirementIds: [],
});

const fromDetail = (detail: TestCaseDetail): CaseForm => ({
  caseName: detail.caseName,
  caseType: detail.caseType,
  priority: detail.priority,
  moduleId: detail.moduleId,
  precondition: detail.precondition,
  mode: detail.mode,
  textSteps: detail.textSteps,
  textExpected: detail.textExpected,
  steps: detail.steps.length > 0 ? detail.steps : [{ action: '', expected: '' }],
  tags: detail.tags,
  requirementIds: detail.requirements.map((requirement) => requirement.questionId),
});

/**
 * The case editor (spec point 3 "Test case"): title within 32 bytes, type, priority, module, precondition,
 * text or ordered steps, tags and linked requirements (issues of type 3, found by number or title);
 * every save that changes the content is a new version, listed below.
 */
export function CaseEditor({
  projectId,
  caseId,
  defaultModuleId,
  tree,
  onClose,
}: {
  projectId: number;
  caseId: number | null;
  defaultModuleId: number | null;
  tree: TestModuleTree;
  onClose: () => void;
}) {
  const { t } = useTranslation('testing');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<CaseForm>();
  const mode = Form.useWatch('mode', form);
  const detail = useQuery({
    queryKey: testingKeys.case(projectId, caseId ?? 0),
    queryFn: async () => (await getTestCase(projectId, caseId ?? 0)).data,
    enabled: caseId !== null,
  });
  const versions = useQuery({
    queryKey: testingKeys.versions(projectId, caseId ?? 0),
    queryFn: async () => (await getTestCaseVersions(projectId, caseId ?? 0)).data,
    enabled: caseId !== null,
  });
  const save = useWrite({
    write: (values: CaseForm) => {
      const steps = values.mode === 'step' ? values.steps : [];
      const body = { ...values, projectId, steps };
      return caseId === null ? createTestCase(body) : editTestCase({ ...body, caseId });
    },
    onSuccess: async () => {
      void message.success(t('case.saved'));
      await client.invalidateQueries({ queryKey: testingKeys.all(projectId) });
      onClose();
    },
  });

  const loading = caseId !== null && !detail.data;
  return (
    <Drawer
      open
      width={640}
      title={caseId === null ? t('case.newTitle') : t('case.editTitle')}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Button type="primary" htmlType="submit" form="test-case-form" loading={save.isPending}>
          {t('case.save')}
        </Button>
      }
    >
      {loading ? (
        <Skeleton active />
      ) : (
        <Form<CaseForm>
          id="test-case-form"
          form={form}
          layout="vertical"
          initialValues={detail.data ? fromDetail(detail.data) : blank(defaultModuleId)}
          onFinish={(values) => save.mutate(values)}
        >
          <Form.Item
            name="caseName"
            label={t('case.title')}
            rules={[
              { required: true, whitespace: true, message: t('case.titleRequired') },
              {
                validator: (_, value: string | undefined) =>
                  byteLength((value ?? '').trim()) > TEST_CASE_TITLE_MAX_BYTES
                    ? Promise.reject(new Error(t('case.titleTooLong', { max: TEST_CASE_TITLE_MAX_BYTES })))
                    : Promise.resolve(),
              },
            ]}
          >
            <Input autoFocus />
          </Form.Item>
          <Space wrap size={16} style={{ width: '100%' }}>
            <Form.Item name="moduleId" label={t('case.module')} tooltip={t('case.rootHint')} style={{ minWidth: 220 }}>
              <TreeSelect allowClear treeDefaultExpandAll treeData={moduleOptions(tree.modules)} />
            </Form.Item>
            <Form.Item name="caseType" label={t('case.type')} style={{ minWidth: 160 }}>
              <Select options={optionsOf(TEST_CASE_TYPES, caseTypeLabel)} />
            </Form.Item>
            <Form.Item name="priority" label={t('case.priority')} style={{ minWidth: 120 }}>
              <Select options={optionsOf(PRIORITIES, priorityLabel)} />
            </Form.Item>
          </Space>
          <Form.Item name="precondition" label={t('case.precondition')}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={TEST_TEXT_MAX} />
          </Form.Item>
          <Form.Item name="mode" label={t('case.mode')}>
            <Radio.Group
              optionType="button"
              options={TEST_CASE_MODES.map((value) => ({
                value,
                label: TEST_CASE_MODE_LABELS[currentLocale()][value],
              }))}
            />
          </Form.Item>
          {mode === 'text' ? (
            <>
              <Form.Item name="textSteps" label={t('case.textSteps')}>
                <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} maxLength={TEST_TEXT_MAX} />
              </Form.Item>
              <Form.Item name="textExpected" label={t('case.textExpected')}>
                <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} maxLength={TEST_TEXT_MAX} />
              </Form.Item>
            </>
          ) : (
            <Form.List name="steps">
              {(fields, { add, remove }) => (
                <>
                  {fields.map((field, index) => (
                    <Space key={field.key} align="start" style={{ display: 'flex' }} data-testid="case-step">
                      <Typography.Text strong style={{ lineHeight: '32px', minWidth: 20 }}>
                        {index + 1}
                      </Typography.Text>
                      <Form.Item
                        name={[field.name, 'action']}
                        rules={[{ required: true, whitespace: true }]}
                        style={{ width: 250 }}
                      >
                        <Input.TextArea
                          aria-label={t('case.stepAction', { index: index + 1 })}
                          autoSize
                          maxLength={TEST_TEXT_MAX}
                        />
                      </Form.Item>
                      <Form.Item name={[field.name, 'expected']} style={{ width: 250 }}>
                        <Input.TextArea
                          aria-label={t('case.stepExpected', { index: index + 1 })}
                          autoSize
                          maxLength={TEST_TEXT_MAX}
                        />
                      </Form.Item>
                      <Button
                        type="text"
                        icon={<MinusCircleOutlined />}
                        aria-label={t('case.removeStep', { index: index + 1 })}
                        disabled={fields.length === 1}
                        onClick={() => remove(field.name)}
                      />
                    </Space>
                  ))}
                  <Button
                    type="dashed"
                    icon={<PlusOutlined />}
                    disabled={fields.length >= TEST_STEPS_MAX}
                    onClick={() => add({ action: '', expected: '' })}
                  >
                    {t('case.addStep')}
                  </Button>
                </>
              )}
            </Form.List>
          )}
          <Form.Item name="tags" label={t('case.tags')} style={{ marginTop: 16 }}>
            <Select mode="tags" tokenSeparators={[',', '，']} />
          </Form.Item>
          <Form.Item name="requirementIds" label={t('case.requirements')} extra={t('case.requirementsHint')}>
            <RelatedSelect projectId={projectId} questionType={3} known={detail.data?.requirements ?? []} />
          </Form.Item>
        </Form>
      )}
      {detail.data && <LinkedRequirements projectId={projectId} requirements={detail.data.requirements} />}
      {versions.data && versions.data.length > 0 && (
        <>
          <Typography.Title level={5}>{t('case.history')}</Typography.Title>
          <Timeline
            items={versions.data.map((version) => ({
              key: version.version,
              children: `${t('case.versionN', { version: version.version })} · ${version.editor.name} · ${formatInstant(version.createTime)}`,
            }))}
          />
        </>
      )}
    </Drawer>
  );
}
