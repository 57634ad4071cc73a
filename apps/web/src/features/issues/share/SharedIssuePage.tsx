import {
  DEFECT_CATEGORY_LABELS,
  type Locale,
  type SharedQuestion,
  TERMINAL_LABELS,
  shareTokenParams,
} from '@questline/contract';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { getSharedQuestion } from '../../../api/issues';
import { PublicShareFrame, ShareGone } from '../../../ui/PublicShareFrame';
import { formatInstant } from '../../../ui/format';
import { NumberedName, QuestionDescription, QuestionTags, SharedAttachments, SharedHistory } from './SharedParts';

/** The link's token: the rest of /shared/{token}; anything else is not a link we made. */
function useToken(): string | undefined {
  const rest = useParams()['*'] ?? '';
  return shareTokenParams.safeParse({ token: rest }).success ? rest : undefined;
}

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
  const token = useToken();
  const query = useQuery({
    queryKey: ['sharedQuestion', token],
    queryFn: async () => (await getSharedQuestion(token ?? '')).data,
    enabled: token !== undefined,
    retry: false,
  });

  let body: ReactNode;
  if (token === undefined || query.isError) {
    body = <ShareGone title={t('page.invalidTitle')} hint={t('page.invalidHint')} backHome={t('page.backHome')} />;
  } else if (!query.data) {
    body = (
      <div style={{ textAlign: 'center', padding: 48 }}>
        <Spin aria-label={t('page.loading')} />
      </div>
    );
  } else {
    body = <SharedIssue question={query.data} locale={locale} />;
  }

  return (
    <PublicShareFrame note={t('page.readOnly')} maxWidth={1000}>
      {body}
    </PublicShareFrame>
  );
}
