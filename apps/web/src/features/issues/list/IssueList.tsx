import {
  DEFAULT_QUESTION_COLUMNS,
  FIXED_QUESTION_COLUMNS,
  type QuestionColumn,
  type QuestionRow,
} from '@questline/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Skeleton } from 'antd';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, hasAnswer } from '../../../ui/queryStatus';
import { useNarrow } from '../../../ui/useNarrow';
import { issueKeys } from '../queries';
import { BatchToolbar } from './BatchToolbar';
import { exportIssues } from './exportIssues';
import { IssueTable } from './IssueTable';
import {
  LazyIssueColumnsDialog,
  LazyFilterPanel,
  LazyImportDialog,
  LazyQuestionDrawer,
  LazyQuestionFormDialog,
} from './lazyParts';
import { ListToolbar } from './ListToolbar';
import { ALL_ROWS, ISSUE_DEFAULT_PAGE_SIZE, isUnfiltered, panelFilterCount, toRequestFilter } from './listState';
import { ISSUE_KEYWORD_ID, ScopeBar } from './ScopeBar';
import { TypeTabs } from './TypeTabs';
import { useColumnPreference, useIssueRows, useTabPreference, useTypeCounts } from './useIssueQueries';
import { useListState } from './useListState';
import { useListKeys } from './useListKeys';

type Dialog = 'create' | 'import' | 'columns' | null;

/** The fixed columns are shown even if a saved choice lacks them. */
function shownColumns(saved: readonly QuestionColumn[] | undefined): QuestionColumn[] {
  const list = saved && saved.length > 0 ? saved : DEFAULT_QUESTION_COLUMNS;
  return [...FIXED_QUESTION_COLUMNS.filter((key) => !list.includes(key)), ...list];
}

/** Spec point 2 "problem": the current project's issues with tabs, filters, table, batch actions and files. */
export function IssueList({ projectId, canManage = false }: { projectId: number; canManage?: boolean }) {
  const { t } = useTranslation('issues');
  const client = useQueryClient();
  const [state, update] = useListState();
  const filter = useMemo(() => toRequestFilter(projectId, state), [projectId, state]);
  const narrow = useNarrow();
  // A phone pages its cards: the "all" view is a window of table rows, which has no card form (ADR 0109).
  const pageQuery =
    state.pageSize !== ALL_ROWS
      ? { pageNum: state.pageNum, pageSize: state.pageSize }
      : narrow
        ? { pageNum: state.pageNum, pageSize: ISSUE_DEFAULT_PAGE_SIZE }
        : ALL_ROWS;
  const rows = useIssueRows(projectId, filter, pageQuery);
  const columnChoice = useColumnPreference();
  const columns = shownColumns(columnChoice.data);
  // The tabs' counts and the person's tab choice set the toolbar's width, the column choice the table's: the list
  // is drawn once they are answered (the route's loader asks for them beside the rows), so their arrival never moves
  // what is on screen. Desktop Lighthouse measured a layout shift of 0.37 when the counts came after the rows.
  const waiting = [useTypeCounts(projectId), useTabPreference(), columnChoice].some((query) => query.isPending);
  const [panelOpen, setPanelOpen] = useState(() => panelFilterCount(state) > 0);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  // A selection belongs to the page it was made on: another filter, sort or page starts afresh.
  const viewKey = JSON.stringify([filter, pageQuery]);
  const [selection, setSelection] = useState<{ viewKey: string; rows: QuestionRow[] }>({ viewKey, rows: [] });
  const selected = selection.viewKey === viewKey ? selection.rows : [];

  const refresh = () => client.invalidateQueries({ queryKey: issueKeys.all(projectId) });
  // The list's keys work while it is in front: no issue open beside it, no dialog over it (issue 35).
  const cursor = useListKeys({
    rows: rows.data?.rows ?? [],
    active: openId === null && dialog === null,
    moves: !narrow,
    onOpen: setOpenId,
    onCreate: () => setDialog('create'),
    onSearch: () => document.getElementById(ISSUE_KEYWORD_ID)?.focus(),
  });

  if (waiting) {
    return (
      <Card size="small" aria-busy>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  // One card, one toolbar row above the table (issue 38, point 4): at 1366 x 768 the toolbars took 430 px and left
  // six rows in view.
  return (
    <Card size="small">
      <Flex vertical gap={8}>
        <Flex wrap gap={8} align="center">
          <TypeTabs
            projectId={projectId}
            value={state.questionType}
            onChange={(questionType) => update({ questionType })}
          />
          <ScopeBar
            scope={state.scope}
            keyword={state.keyword}
            panelCount={panelFilterCount(state)}
            panelOpen={panelOpen}
            onScope={(scope) => update({ scope })}
            onKeyword={(keyword) => update({ keyword })}
            onTogglePanel={() => setPanelOpen((open) => !open)}
          />
          <ListToolbar
            onCreate={() => setDialog('create')}
            onImport={() => setDialog('import')}
            onExport={() => exportIssues(filter, t('export.fileName'))}
            onColumns={narrow ? undefined : () => setDialog('columns')}
          />
        </Flex>
        {panelOpen && (
          <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
            <LazyFilterPanel projectId={projectId} state={state} onChange={update} />
          </Suspense>
        )}
        <BatchToolbar
          projectId={projectId}
          rows={selected}
          canManage={canManage}
          onDone={async () => {
            setSelection({ viewKey, rows: [] });
            await refresh();
          }}
        />
        {rows.error ? (
          <Alert type="error" showIcon title={rows.error.message} />
        ) : (
          <IssueTable
            page={rows.data}
            loading={rows.isFetching}
            answered={hasAnswer(rows)}
            empty={
              isUnfiltered(state) ? (
                <EmptyState description={t('table.noIssuesYet')}>
                  <Button type="primary" onClick={() => setDialog('create')}>
                    {t('table.createFirst')}
                  </Button>
                </EmptyState>
              ) : (
                <EmptyState description={t('table.empty')} />
              )
            }
            columns={columns}
            state={state}
            selected={selected}
            onSelect={(chosen) => setSelection({ viewKey, rows: chosen })}
            onChange={update}
            onOpen={(row) => setOpenId(row.questionId)}
            activeId={cursor}
            cards={narrow}
          />
        )}
      </Flex>
      <Suspense fallback={null}>
        {openId !== null && (
          <LazyQuestionDrawer
            projectId={projectId}
            questionId={openId}
            onClose={() => setOpenId(null)}
            onChanged={() => void refresh()}
          />
        )}
        {dialog === 'create' && (
          <LazyQuestionFormDialog
            projectId={projectId}
            open
            onClose={() => setDialog(null)}
            onSaved={() => {
              setDialog(null);
              void refresh();
            }}
          />
        )}
        {dialog === 'import' && (
          <LazyImportDialog projectId={projectId} onClose={() => setDialog(null)} onImported={refresh} />
        )}
        {dialog === 'columns' && <LazyIssueColumnsDialog current={columns} onClose={() => setDialog(null)} />}
      </Suspense>
    </Card>
  );
}
