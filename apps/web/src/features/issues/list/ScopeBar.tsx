import { FilterOutlined } from '@ant-design/icons';
import { QUESTION_SCOPES, type QuestionScope } from '@questline/contract';
import { Badge, Button, Input, Select, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The keyword box's id: the list's `/` key puts the focus there (issue 35). */
export const ISSUE_KEYWORD_ID = 'issue-keyword';

/**
 * The quick "mine" filters, the keyword search and the button that opens the filter panel, in the list's one
 * toolbar row (issue 38, point 4): the scope is a select, as five segments took 440 px in English, and the
 * filter button an icon with its name as tooltip and label.
 */
export function ScopeBar({
  scope,
  keyword,
  panelCount,
  panelOpen,
  onScope,
  onKeyword,
  onTogglePanel,
}: {
  scope: QuestionScope;
  keyword: string;
  panelCount: number;
  panelOpen: boolean;
  onScope: (scope: QuestionScope) => void;
  onKeyword: (keyword: string) => void;
  onTogglePanel: () => void;
}) {
  const { t } = useTranslation('issues');
  const [typed, setTyped] = useState(keyword);
  // The URL is the truth: a link or "clear" that changes the keyword shows it here too.
  const [seen, setSeen] = useState(keyword);
  if (seen !== keyword) {
    setSeen(keyword);
    setTyped(keyword);
  }

  return (
    <>
      <Select<QuestionScope>
        aria-label={t('scope.label')}
        value={scope}
        onChange={onScope}
        options={QUESTION_SCOPES.map((value) => ({ value, label: t(`scope.${value}`) }))}
        style={{ width: 124 }}
      />
      <Input.Search
        allowClear
        id={ISSUE_KEYWORD_ID}
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
        value={typed}
        maxLength={100}
        onChange={(event) => setTyped(event.target.value)}
        onSearch={(value) => onKeyword(value.trim())}
        style={{ width: 150 }}
      />
      <Tooltip title={t('filters.button')}>
        <Badge count={panelCount} size="small">
          <Button
            icon={<FilterOutlined aria-hidden />}
            aria-label={t('filters.button')}
            aria-expanded={panelOpen}
            onClick={onTogglePanel}
          />
        </Badge>
      </Tooltip>
    </>
  );
}
