import type { TestCaseDetail } from '@questline/contract';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { questionPath } from '../../issues';

/** A saved case's requirements as links to each issue, so a tester can read what the case checks. */
export function LinkedRequirements({
  projectId,
  requirements,
}: {
  projectId: number;
  requirements: TestCaseDetail['requirements'];
}) {
  const { t } = useTranslation('testing');
  return (
    <section aria-labelledby="case-requirement-links" style={{ marginBottom: 16 }}>
      <Typography.Title level={5} id="case-requirement-links">
        {t('case.requirementLinks')}
      </Typography.Title>
      {requirements.length === 0 ? (
        <Typography.Text type="secondary">{t('case.noRequirements')}</Typography.Text>
      ) : (
        <ul style={{ margin: 0, paddingInlineStart: 20 }} data-testid="case-requirements">
          {requirements.map((requirement) => (
            <li key={requirement.questionId}>
              <Link to={questionPath(projectId, requirement.questionId)}>
                #{requirement.number} {requirement.questionName}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
