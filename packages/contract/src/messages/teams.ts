import type { Locale } from '../locale';

/** Teams, departments and team members (issue 8, spec points 1, 2 "team", 8). */
export const teamsMessages = {
  zh: {
    teamNameRequired: '名称不能为空',
    teamNameTooLong: '名称不能超过 {max} 个字节（一个汉字占 3 个字节）',
    teamNameInvalidChars: '名称只能包含文字、数字、空格和 - _ . ( )',
    teamHasChildrenOrMembers: '团队或部门下存在子部门或成员，不能删除',
    teamOwnerCannotQuit: '团队创建者不能退出团队',
    teamOwnerUntouchable: '不能移除团队创建者或修改其角色',
    teamDeptMoveIntoItself: '不能把部门移动到它自己或它的下级部门下',
    teamPhoneInvalid: '手机号码格式不正确',
    teamAlreadyMember: '该用户已是团队成员',
    teamPhoneRepeated: '手机号重复',
    teamNobodyToAdd: '没有可添加的人员',
    teamBatchPartial: '已添加 {added} 人，已邀请 {invited} 人，{failed} 个手机号未添加',
  },
  en: {
    teamNameRequired: 'The name is required',
    teamNameTooLong: 'The name must not exceed {max} bytes (a Chinese character counts as 3)',
    teamNameInvalidChars: 'The name may contain only letters, digits, spaces and - _ . ( )',
    teamHasChildrenOrMembers: 'A team or department with children or members cannot be deleted',
    teamOwnerCannotQuit: 'The team owner cannot quit the team',
    teamOwnerUntouchable: 'The team owner cannot be removed or given another role',
    teamDeptMoveIntoItself: 'A department cannot be moved under itself or one of its sub-departments',
    teamPhoneInvalid: 'The phone number is incorrect',
    teamAlreadyMember: 'This user is already a member of the team',
    teamPhoneRepeated: 'The phone number appears more than once',
    teamNobodyToAdd: 'There is no person to add',
    teamBatchPartial: '{added} added, {invited} invited; {failed} phone number(s) could not be added',
  },
} as const satisfies Record<Locale, Record<string, string>>;
