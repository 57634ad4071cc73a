/** Iterations, their board and burndown (issue 13). */
export const iterationMessages = {
  zh: {
    iterationDatesOrder: '迭代的结束日期不能早于开始日期',
    iterationTooLong: '一个迭代最长 {max} 天',
    iterationQuestionsRequired: '请选择要移出的问题',
    iterationInvalid: '所选迭代不存在或不属于该项目',
    questionIterationInvalid: '所选迭代不属于该项目',
    iterationStageInvalid: '所选阶段不属于该项目',
    iterationQuestionNotMember: '该问题不在此迭代中',
    iterationStale: '该迭代已被他人修改，请刷新后重试',
  },
  en: {
    iterationDatesOrder: "The iteration's end date cannot be before its start date",
    iterationTooLong: 'An iteration lasts at most {max} days',
    iterationQuestionsRequired: 'Choose the issues to take out',
    iterationInvalid: "The chosen iteration does not exist or is not this project's",
    questionIterationInvalid: 'The iteration does not belong to this project',
    iterationStageInvalid: "The chosen stage is not one of this project's",
    iterationQuestionNotMember: 'This issue is not in the iteration',
    iterationStale: 'Someone else changed this iteration; reload and try again',
  },
} as const;
