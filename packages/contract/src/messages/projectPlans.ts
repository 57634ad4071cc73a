import type { Locale } from '../locale';

/** Project plans, milestones and deliverables (issue 13). */
export const projectPlanMessages = {
  zh: {
    planDatesOrder: '结束日期不能早于开始日期',
    planMilestoneOneDay: '里程碑只有一天：结束日期必须与开始日期相同',
    planAssigneeRequired: '计划和里程碑必须指定负责人',
    planPublishTimeRequired: '计划和里程碑必须填写发布时间',
    planAssigneeNotMember: '负责人必须是项目成员',
    planParentInvalid: '上级必须是本项目的计划组，且不能是自己或自己的下级',
    planTooDeep: '计划层级过深',
    planHasChildren: '该计划组下还有其他项，不能改为其他类型',
    planNotLinkable: '所选计划不存在，或不是本项目的计划或计划组',
    planQuestionsInvalid: '有问题不存在或不属于该项目',
    planDeliverableNameRequired: '请填写交付物的文件名',
    planDeliverableLinkFormat: '链接格式不正确，请输入以 http:// 或 https:// 开头的地址',
    planDeliverableWrongType: '只有计划和里程碑可以添加交付物',
    planDeliverablesFull: '每个计划最多 {max} 个交付物',
    planDeliverableFileMissing: '请选择要上传的文件',
  },
  en: {
    planDatesOrder: 'The end date cannot be before the start date',
    planMilestoneOneDay: 'A milestone is one day: its end date must be its start date',
    planAssigneeRequired: 'Plans and milestones need an assignee',
    planPublishTimeRequired: 'Plans and milestones need a publishing time',
    planAssigneeNotMember: 'The assignee must be a member of the project',
    planParentInvalid: 'The parent must be a plan group of this project, and not the item itself or one below it',
    planTooDeep: 'The plan tree is nested too deeply',
    planHasChildren: 'This plan group still holds items, so it cannot become another type',
    planNotLinkable: 'The chosen plan does not exist, or is not a plan or plan group of this project',
    planQuestionsInvalid: 'Some issues do not exist or do not belong to this project',
    planDeliverableNameRequired: 'Enter the file name of the deliverable',
    planDeliverableLinkFormat: 'The link is not valid: enter an address starting with http:// or https://',
    planDeliverableWrongType: 'Only plans and milestones take deliverables',
    planDeliverablesFull: 'A plan takes at most {max} deliverables',
    planDeliverableFileMissing: 'Choose a file to upload',
  },
} as const satisfies Record<Locale, Record<string, string>>;
