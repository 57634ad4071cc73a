import type { SimilarQuestion } from '@questline/contract';
import { Alert, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { questionPath } from '../detail/LinkedIssues';
import { findSimilar } from '../../../api/issues';

const DEBOUNCE_MS = 300;
const MIN_CHARS = 2;
const SHOWN = 5;

/**
 * Issue 10 "similar issues": as the title is typed, the closest issues already filed, so a duplicate
 * is caught before it is filed. Each opens in a new tab so the form keeps what was typed.
 */
export function SimilarHint({ projectId, title, exceptId }: { projectId: number; title: string; exceptId?: number }) {
  const { t } = useTranslation('issue');
  const [similar, setSimilar] = useState<SimilarQuestion[]>([]);
  const query = title.trim();

  useEffect(() => {
    if (query.length < MIN_CHARS) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      findSimilar(projectId, query)
        .then((answer) => {
          if (current) setSimilar(answer.data.filter((item) => item.questionId !== exceptId).slice(0, SHOWN));
        })
        .catch(() => {
          // A hint only: a failed look-up leaves the form as it is.
        });
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [projectId, query, exceptId]);

  if (query.length < MIN_CHARS || similar.length === 0) return null;
  return (
    <Alert
      type="info"
      showIcon
      data-testid="similar-hint"
      style={{ marginTop: -12, marginBottom: 16 }}
      title={t('form.similar')}
      description={
        <Space orientation="vertical" size={2}>
          {similar.map((item) => (
            <Typography.Link
              key={item.questionId}
              href={questionPath(projectId, item.questionId)}
              target="_blank"
              rel="noopener"
            >
              #{item.number} {item.questionName}
            </Typography.Link>
          ))}
        </Space>
      }
    />
  );
}
