import {
  DEFECT_CATEGORIES,
  DEFECT_CATEGORY_LABELS,
  PRIORITIES,
  PRIORITY_LABELS,
  QUESTION_ESTIMATE_MAX_HOURS,
  QUESTION_TYPES,
  QUESTION_TYPE_LABELS,
  type QuestionAttachment,
  type QuestionFormInit,
  type QuestionLink,
  SEVERITIES,
  SEVERITY_LABELS,
  TERMINAL_LABELS,
  type Terminal,
} from '@questline/contract';
import { Col, DatePicker, Form, Input, InputNumber, Radio, Row, Select, TreeSelect, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n';
import { useIterations } from '../../iterations';
import { useLinkablePlans } from '../../plans';
import { AttachmentField } from './AttachmentField';
import { deadlineRules, handlerRules, titleRules } from './formRules';
import { moduleOptions } from './moduleOptions';
import type { QuestionFormValues } from './questionValues';
import { RelatedSelect } from './RelatedSelect';
import { SimilarHint } from './SimilarHint';
import { LazyRichTextEditor } from '../../../ui/editor/LazyRichTextEditor';
import { issueImageUpload } from './issueImages';

interface QuestionFieldsProps {
  projectId: number;
  questionId?: number;
  init: QuestionFormInit;
  terminals: Terminal[];
  parent: QuestionLink | null;
  knownRelated: QuestionLink[];
  existingAttachments: QuestionAttachment[];
  onModuleChange: (moduleId: number | null) => void;
}

function labelOptions<K extends number>(values: readonly K[], labels: Record<K, string>) {
  return values.map((value) => ({ value, label: labels[value] }));
}

/** Every field of spec point 3 "Issue (question)" a person sets; the dialog around it saves. */
export function QuestionFields(props: QuestionFieldsProps) {
  const { projectId, questionId, init } = props;
  const { t } = useTranslation('issue');
  const locale = currentLocale();
  const iterations = useIterations(props.projectId);
  const form = Form.useFormInstance<QuestionFormValues>();
  // Undefined until the form mounts its fields.
  const title = Form.useWatch<string | undefined>('questionName', form) ?? '';
  const type = Form.useWatch('questionType', form);
  const members = init.members.map((member) => ({ value: member.userId, label: member.name }));
  const planOptions = useLinkablePlans(projectId);
  const half = { xs: 24, md: 12 };
  const third = { xs: 24, md: 8 };

  return (
    <>
      {props.parent && (
        <Typography.Paragraph type="secondary" data-testid="form-parent">
          {t('form.parent', { number: props.parent.number, title: props.parent.questionName })}
        </Typography.Paragraph>
      )}
      <Form.Item name="questionName" label={t('fields.title')} rules={titleRules(t)}>
        <Input autoFocus placeholder={t('form.titlePlaceholder')} />
      </Form.Item>
      <SimilarHint projectId={projectId} title={title} exceptId={questionId} />
      <Row gutter={16}>
        <Col {...third}>
          <Form.Item name="questionType" label={t('fields.type')}>
            <Select options={labelOptions(QUESTION_TYPES, QUESTION_TYPE_LABELS[locale])} />
          </Form.Item>
        </Col>
        <Col {...third}>
          <Form.Item name="severity" label={t('fields.severity')}>
            <Select options={labelOptions(SEVERITIES, SEVERITY_LABELS[locale])} />
          </Form.Item>
        </Col>
        <Col {...third}>
          <Form.Item name="priority" label={t('fields.priority')}>
            <Select options={labelOptions(PRIORITIES, PRIORITY_LABELS[locale])} />
          </Form.Item>
        </Col>
        <Col {...third}>
          <Form.Item name="moduleId" label={t('fields.module')}>
            <TreeSelect
              allowClear
              treeDefaultExpandAll
              treeData={moduleOptions(init.modules)}
              onChange={(value: number | undefined) => props.onModuleChange(value ?? null)}
            />
          </Form.Item>
        </Col>
        <Col {...third}>
          <Form.Item name="versionId" label={t('fields.version')}>
            <Select
              allowClear
              options={init.versions.map((version) => ({ value: version.versionId, label: version.versionName }))}
            />
          </Form.Item>
        </Col>
        <Col {...third}>
          <Form.Item name="iterationId" label={t('fields.iteration')}>
            <Select
              allowClear
              loading={iterations.isLoading}
              options={(iterations.data ?? []).map((row) => ({ value: row.iterationId, label: row.iterationName }))}
            />
          </Form.Item>
        </Col>
        <Col {...third}>
          <Form.Item name="planId" label={t('fields.plan')}>
            <Select allowClear optionFilterProp="label" options={planOptions} />
          </Form.Item>
        </Col>
        <Col {...third}>
          <Form.Item name="terminal" label={t('fields.terminal')}>
            <Select
              allowClear
              options={props.terminals.map((value) => ({ value, label: TERMINAL_LABELS[locale][value] }))}
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="handlerUserIds" label={t('fields.handlers')} rules={handlerRules(t)} required>
            <Select mode="multiple" optionFilterProp="label" options={members} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="handlingMode" label={t('fields.handlingMode')}>
            <Radio.Group
              options={[
                { value: 'single', label: t('form.modeSingle') },
                { value: 'multi', label: t('form.modeMulti') },
              ]}
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="ccUserIds" label={t('fields.cc')}>
            <Select mode="multiple" optionFilterProp="label" options={members} />
          </Form.Item>
        </Col>
        {type === 1 && (
          <Col {...half}>
            <Form.Item name="defectCategory" label={t('fields.category')}>
              <Select allowClear options={labelOptions(DEFECT_CATEGORIES, DEFECT_CATEGORY_LABELS[locale])} />
            </Form.Item>
          </Col>
        )}
        <Col {...third}>
          <Form.Item name="startDate" label={t('fields.startDate')}>
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col {...third}>
          <Form.Item
            name="deadline"
            label={t('fields.deadline')}
            dependencies={['startDate']}
            rules={deadlineRules(form)}
          >
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col {...third}>
          <Form.Item name="estimatedHours" label={t('fields.estimate')}>
            <InputNumber min={0} max={QUESTION_ESTIMATE_MAX_HOURS} step={0.5} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="relatedIds" label={t('fields.related')} extra={t('form.relatedPlaceholder')}>
        <RelatedSelect projectId={projectId} questionId={questionId} known={props.knownRelated} />
      </Form.Item>
      <Form.Item name="description" label={t('fields.description')}>
        <LazyRichTextEditor uploadImage={issueImageUpload(projectId)} label={t('fields.description')} minHeight={160} />
      </Form.Item>
      <Form.Item name="uploads" label={t('fields.attachments')}>
        <AttachmentField projectId={projectId} existing={props.existingAttachments} />
      </Form.Item>
    </>
  );
}
