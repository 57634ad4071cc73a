import type { PermissionCase, PermissionCases, RoleRefusals } from '../../test/projectWorld';
import { tinyPng } from '../../test/uploads';

const png = tinyPng();

// The world's attachment is the member's own upload.
const removeAttachment: PermissionCase = (w) => ({
  method: 'DELETE',
  url: `/prod-api/questline/questionAttachment/${w.attachmentId}`,
});

/** Issue 10: a valid request per attachment route, for the permission matrix (spec point 6). */
export const attachmentPermissionCases: PermissionCases = {
  'POST /prod-api/questline/questionAttachment/upload': (w) => {
    // A FormData payload carries its own multipart content type; the matrix only adds Authorization.
    const form = new FormData();
    form.append('projectId', String(w.projectId));
    form.append('file', new Blob([png]), 'shot.png');
    return { method: 'POST', url: '/prod-api/questline/questionAttachment/upload', payload: form };
  },
  'GET /prod-api/questline/questionAttachment/:id': (w) => ({
    method: 'GET',
    url: `/prod-api/questline/questionAttachment/${w.attachmentId}`,
  }),
  'DELETE /prod-api/questline/questionAttachment/:id': removeAttachment,
  // Issue 32: the member's own disk file; a disk file is its owner's alone, whatever the project role.
  'POST /prod-api/questline/questionAttachment/fromDisk': (w) => ({
    method: 'POST',
    url: '/prod-api/questline/questionAttachment/fromDisk',
    payload: { projectId: w.projectId, entryId: w.diskEntryId },
  }),
};

/** Issue 28, point 15: only the uploader or an admin removes an attachment. */
export const attachmentRoleRefusals: RoleRefusals = {
  "a member removes another member's attachment": { refused: 'other', allowed: 'admin', call: removeAttachment },
};
