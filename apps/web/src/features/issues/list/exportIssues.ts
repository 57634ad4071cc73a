import type { QuestionListFilter } from '@questline/contract';
import { downloadFile, exportQuestions } from '../../../api/issues';
import { saveBlob } from '../../../ui/saveBlob';
import { fileStamp } from '../../../ui/format';

/**
 * Spec point 7 "File download": the server writes the filtered list once and hands back a single-use name;
 * the file is fetched with the session and saved under a readable name.
 */
export async function exportIssues(filter: QuestionListFilter, baseName: string): Promise<void> {
  const ticket = await exportQuestions(filter);
  const blob = await downloadFile(ticket.data.fileName);
  saveBlob(blob, `${baseName}-${fileStamp()}.xlsx`);
}
