import {
  DEFECT_CATEGORY_LABELS,
  type Locale,
  type SharedQuestion,
  TERMINAL_LABELS,
  shareTokenParams,
} from '@questline/contract';
import { Descriptions, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getSharedQuestion } from '../../../api/issues';
import { SharePage } from '../../../ui/share/SharePage';
import { formatInstant } from '../../../ui/format';
import { NumberedName, QuestionDescription, QuestionTags, SharedAttachments, SharedHistory } from './SharedParts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={{ marginTop: 28 }}>
      <Typography.Title level={2} style={{ fontSize: 18, marginBottom: 12 }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

function SharedIssue({ question, locale }: { question: SharedQuestion; locale: Locale }) {
  const { t } = useTranslation('share');
  const none = t('fields.none');
  const fields: { key: string; label: string; value: ReactNode }[] = [
    { key: 'module', label: t('fields.module'), value: question.moduleName ?? none },
    { key: 'version', label: t('fields.version'), value: question.versionName ?? none },
    { key: 'handlers', label: t('fields.handlers'), value: question.handlerNames.join(', ') || none },
    { key: 'creator', label: t('fields.creator'), value: question.creatorName || none },
    { key: 'startDate', label: t('fields.startDate'), value: question.startDate ?? none },
    { key: 'deadline', label: t('fields.deadline'), value: question.deadline ?? none },
    {
      key: 'terminal',
      label: t('fields.terminal'),
      value: question.terminal === null ? none : TERMINAL_LABELS[locale][question.terminal],
    },
    {
      key: 'category',
      label: t('fields.category'),
      value: question.defectCategory === null ? none : DEFECT_CATEGORY_LABELS[locale][question.defectCategory],
    },
    { key: 'created', label: t('fields.created'), value: formatInstant(question.createTime) },
    { key: 'updated', label: t('fields.updated'), value: formatInstant(question.updateTime) },
  ];
  return (
    <article data-testid="shared-issue">
      <Typography.Title level={1} style={{ fontSize: 26, marginTop: 0, marginBottom: 12 }}>
        <NumberedName question={question} />
      </Typography.Title>
      <QuestionTags question={question} locale={locale} />
      <Section title={t('sections.fields')}>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={fields.map((field) => ({ key: field.key, label: field.label, children: field.value }))}
        />
      </Section>
      <Section title={t('sections.description')}>
        <QuestionDescription html={question.description} empty={t('sections.noDescription')} />
      </Section>
      <Section title={t('sections.attachments')}>
        <SharedAttachments attachments={question.attachments} />
      </Section>
      <Section title={t('sections.history')}>
        <SharedHistory history={question.history} locale={locale} />
      </Section>
    </article>
  );
}

/** /shared/{token} (spec point 2 public routes, issue 10 "Sharing"): a read-only issue for anyone with the link. */
export default function SharedIssuePage() {
  const { t, i18n } = useTranslation('share');
  const locale: Locale = i18n.language === 'en' ? 'en' : 'zh';
  return (
    <SharePage
      name="sharedQuestion"
      read={async (token) => (await getSharedQuestion(token)).data}
      isToken={(rest) => shareTokenParams.safeParse({ token: rest }).success}
      maxWidth={1000}
      words={{
        readOnly: t('page.readOnly'),
        invalidTitle: t('page.invalidTitle'),
        invalidHint: t('page.invalidHint'),
        backHome: t('page.backHome'),
        loading: t('page.loading'),
      }}
    >
      {(question) => <SharedIssue question={question} locale={locale} />}
    </SharePage>
  );
}
