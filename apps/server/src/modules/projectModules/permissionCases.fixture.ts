import type { PermissionCases } from '../../test/projectWorld';
import { moduleWorkbook } from './importWorkbook.fixture';

/** One module row, valid in every world: a top-level module without a handler. */
const importFile = await moduleWorkbook([['Imported', '', '']]);

/**
 * Issue 8: a valid request per project-module route, for the permission matrix (spec point 6). Keyed as
 * the route table lists the routes; each succeeds for the lowest role the route declares.
 */
export const projectModulePermissionCases: PermissionCases = {
  'GET /prod-api/questline/projectModule/list': (w) => ({
    method: 'GET',
    url: `/prod-api/questline/projectModule/list?projectId=${w.projectId}`,
  }),
  'GET /prod-api/questline/projectModule/treeselect': (w) => ({
    method: 'GET',
    url: `/prod-api/questline/projectModule/treeselect?projectId=${w.projectId}`,
  }),
  'POST /prod-api/questline/projectModule': (w) => ({
    method: 'POST',
    url: '/prod-api/questline/projectModule',
    payload: { projectId: w.projectId, moduleName: 'Added', parentId: w.moduleId, handlerUserId: w.member.id },
  }),
  'PUT /prod-api/questline/projectModule/editModule': (w) => ({
    method: 'PUT',
    url: '/prod-api/questline/projectModule/editModule',
    payload: { moduleId: w.moduleId, moduleName: 'Renamed', handlerUserId: w.member.id },
  }),
  'PUT /prod-api/questline/projectModule/copyModule': (w) => ({
    method: 'PUT',
    url: '/prod-api/questline/projectModule/copyModule',
    payload: { moduleId: w.moduleId },
  }),
  'PUT /prod-api/questline/projectModule/removeModuleProjectUser': (w) => ({
    method: 'PUT',
    url: '/prod-api/questline/projectModule/removeModuleProjectUser',
    payload: { moduleId: w.moduleId },
  }),
  'PUT /prod-api/questline/projectModule/editModuleSerialNo': (w) => ({
    method: 'PUT',
    url: '/prod-api/questline/projectModule/editModuleSerialNo',
    payload: { projectId: w.projectId, items: [{ moduleId: w.moduleId, parentId: null, serialNo: 3 }] },
  }),
  'DELETE /prod-api/questline/projectModule/removeModule/:moduleId': (w) => ({
    method: 'DELETE',
    url: `/prod-api/questline/projectModule/removeModule/${w.moduleId}`,
  }),
  'PUT /prod-api/questline/projectModule/batchEditModuleProjectUser': (w) => ({
    method: 'PUT',
    url: `/prod-api/questline/projectModule/batchEditModuleProjectUser?moduleIdList=${w.moduleId}&projectId=${w.projectId}&projectUserId=${w.member.id}`,
  }),
  'GET /prod-api/questline/projectModule/importTemplate': (w) => ({
    method: 'GET',
    url: `/prod-api/questline/projectModule/importTemplate?projectId=${w.projectId}`,
  }),
  'POST /prod-api/questline/projectModule/importModule': (w) => {
    // A FormData payload carries its own multipart content type; the matrix only adds Authorization.
    const form = new FormData();
    form.append('projectId', String(w.projectId));
    form.append('file', new Blob([importFile]), 'modules.xlsx');
    return { method: 'POST', url: '/prod-api/questline/projectModule/importModule', payload: form };
  },
};
