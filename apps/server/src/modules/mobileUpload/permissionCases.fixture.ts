import type { PermissionCase, PermissionCases, RoleRefusals } from '../../test/projectWorld';

// The world's issue is the member's own (creator and handler), so the member may add attachments to it.
const openForIssue: PermissionCase = (w) => ({
  method: 'POST',
  url: '/prod-api/questline/questionAttachment/mobileUpload',
  payload: { projectId: w.projectId, questionId: w.questionId },
});

/** Issue 32 (ADR 0118): the code for a phone, for the permission matrix (spec point 6). */
export const mobileUploadPermissionCases: PermissionCases = {
  'POST /prod-api/questline/questionAttachment/mobileUpload': openForIssue,
};

/** Only someone who may edit the issue may send photos to it from a phone (ADR 0023, 0118). */
export const mobileUploadRoleRefusals: RoleRefusals = {
  'a member who may not edit the issue asks for a phone upload code': {
    refused: 'other',
    allowed: 'admin',
    call: openForIssue,
  },
};
