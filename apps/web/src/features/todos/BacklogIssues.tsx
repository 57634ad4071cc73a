import type { ApiPage, BacklogProject, BacklogQuestionRow } from '@questline/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Card, Flex, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { useNarrow } from '../../ui/useNarrow';
import { QuestionDrawer } from '../issues/parts.public';
import { BacklogColumnsDialog } from './BacklogColumnsDialog';
import { BacklogFilters } from './BacklogFilters';
import { BacklogTable } from './BacklogTable';
import { type BacklogState, shownBacklogColumns } from './backlogState';
import { todoKeys, useBacklogColumns } from './queries';

/**
 * The body of both to-do pages: the projects with pending work, the filters, the chosen columns and the
 * table; an issue opens in the issue drawer of its own project, and any change there refreshes the
 * to-dos (and the menu's counts with them). Nothing is drawn until the projects and the column choice are answered
 * (ADR 0149): the project chips wrap onto more lines on a phone, and arriving after the rows they moved them down.
 */
export function BacklogIssues({
  projects,
  projectsSettled,
  rows,
  state,
  onChange,
}: {
  /** Undefined until the server answers, so no count reads "0" while it loads. */
  projects: readonly BacklogProject[] | undefined;
  /** The projects' answer came, or their call failed. */
  projectsSettled: boolean;
  rows: {
    data: ApiPage<BacklogQuestionRow> | undefined;
    error: Error | null;
    isFetching: boolean;
    isPlaceholderData: boolean;
  };
  state: BacklogState;
  onChange: (patch: Partial<BacklogState>) => void;
}) {
  const client = useQueryClient();
  const chosenColumns = useBacklogColumns();
  const columns = shownBacklogColumns(chosenColumns.data);
  const [opened, setOpened] = useState<BacklogQuestionRow | null>(null);
  const [choosingColumns, setChoosingColumns] = useState(false);
  // A phone's cards show no columns to choose (issue 38, point 3).
  const narrow = useNarrow();

  if (!projectsSettled || chosenColumns.isPending) {
    return (
      <Card size="small" aria-busy>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  // Filters and table in one card, so 15 rows fit under them at 1366 x 768 (issue 38, point 4).
  return (
    <Flex vertical gap={12}>
      <Card size="small">
        <Flex vertical gap={8}>
          <BacklogFilters
            projects={projects}
            state={state}
            onChange={onChange}
            onColumns={narrow ? undefined : () => setChoosingColumns(true)}
          />
          {rows.error ? (
            <Result status="error" title={rows.error.message} />
          ) : (
            <BacklogTable query={rows} columns={columns} state={state} onChange={onChange} onOpen={setOpened} />
          )}
        </Flex>
      </Card>
      <QuestionDrawer
        projectId={opened?.projectId ?? 0}
        questionId={opened?.questionId ?? null}
        onClose={() => setOpened(null)}
        onChanged={() => void client.invalidateQueries({ queryKey: todoKeys.all })}
      />
      {choosingColumns && <BacklogColumnsDialog current={columns} onClose={() => setChoosingColumns(false)} />}
    </Flex>
  );
}
