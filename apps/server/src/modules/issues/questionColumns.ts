import type { HistoryCode, QuestionStatus } from '@questline/contract';
import type { CheckedQuestion } from './questionInput';

/** The issue columns a checked form writes. */
export function columnsOf(question: CheckedQuestion) {
  return {
    title: question.title,
    question_type: question.questionType,
    severity: question.severity,
    priority: question.priority,
    module_id: question.moduleId,
    version_id: question.versionId,
    handling_mode: question.handlingMode,
    start_date: question.startDate,
    deadline: question.deadline,
    estimated_hours: question.estimatedHours,
    progress: question.progress,
    terminal: question.terminal,
    defect_category: question.defectCategory,
    description: question.description,
    parent_id: question.parentId,
    ...(question.planId === undefined ? {} : { plan_id: question.planId }),
  };
}

/** What every issue one insert writes shares: its project, creator, first status and history code. */
export interface InsertOptions {
  projectId: number;
  creatorId: number;
  status: QuestionStatus;
  history: HistoryCode;
  now: Date;
}
