import { TEST_CASE_IMPORT_MAX_BYTES, TEST_CASE_IMPORT_MAX_ROWS } from '@questline/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Col, Result, Row, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadTestCaseTemplate, getTestModuleTree, importTestCases } from '../../../api/testing';
import { SpreadsheetImportDialog } from '../../../ui/SpreadsheetImportDialog';
import { ProjectGate } from '../ProjectGate';
import { testingKeys } from '../queries';
import { CaseEditor } from './CaseEditor';
import { CaseTable } from './CaseTable';
import { type ModuleChoice, ModuleTree } from './ModuleTree';

/** Route "testLibrary" (spec point 2): the current project's case library. */
export default function TestLibraryPage() {
  return <ProjectGate>{(project) => <Library key={project.projectId} projectId={project.projectId} />}</ProjectGate>;
}

function Library({ projectId }: { projectId: number }) {
  const { t } = useTranslation('testing');
  const client = useQueryClient();
  const [chosen, setChosen] = useState<ModuleChoice>('all');
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const tree = useQuery({
    queryKey: testingKeys.tree(projectId),
    queryFn: async () => (await getTestModuleTree(projectId)).data,
  });
  if (tree.error) return <Result status="error" title={tree.error.message} />;
  if (!tree.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  return (
    <>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={7} xl={5}>
          <ModuleTree projectId={projectId} tree={tree.data} chosen={chosen} onChoose={setChosen} />
        </Col>
        <Col xs={24} md={17} xl={19}>
          <CaseTable
            projectId={projectId}
            tree={tree.data}
            chosen={chosen}
            onOpen={setEditing}
            onNew={() => setEditing('new')}
            onImport={() => setImporting(true)}
          />
        </Col>
      </Row>
      {editing !== null && (
        <CaseEditor
          projectId={projectId}
          caseId={editing === 'new' ? null : editing}
          defaultModuleId={typeof chosen === 'number' ? chosen : null}
          tree={tree.data}
          onClose={() => setEditing(null)}
        />
      )}
      {importing && (
        <SpreadsheetImportDialog
          texts={{
            title: t('caseImport.title'),
            hint: t('caseImport.hint', { max: TEST_CASE_IMPORT_MAX_ROWS }),
            template: t('caseImport.template'),
            choose: t('caseImport.choose'),
            start: t('caseImport.start'),
            rowErrors: t('caseImport.rowErrors'),
            row: (error) => t('caseImport.row', { row: error.row, msg: error.msg }),
            done: (count) => t('caseImport.done', { count }),
          }}
          maxBytes={TEST_CASE_IMPORT_MAX_BYTES}
          templateFileName={t('caseImport.templateFile')}
          downloadTemplate={downloadTestCaseTemplate}
          upload={(file) => importTestCases(projectId, file, file.name)}
          onClose={() => setImporting(false)}
          onImported={() => client.invalidateQueries({ queryKey: testingKeys.all(projectId) })}
        />
      )}
    </>
  );
}
