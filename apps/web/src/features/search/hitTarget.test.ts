import type { SearchHit } from '@questline/contract';
import { describe, expect, it } from 'vitest';
import { hitTarget } from './hitTarget';

const hit = (fields: Partial<SearchHit>): SearchHit => ({
  kind: 'issue',
  id: 7,
  titleHtml: '',
  snippetHtml: '',
  projectId: 3,
  projectName: 'Apollo',
  parentId: null,
  number: 2,
  updateTime: null,
  ...fields,
});

describe('where a search hit opens', () => {
  it('opens issues, documents and disk files at their own addresses', () => {
    expect(hitTarget(hit({}))).toEqual({ path: '/problem?projectId=3&questionId=7' });
    expect(hitTarget(hit({ kind: 'document', parentId: 4 }))).toEqual({ path: '/libraryInfo?kbId=4&docId=7' });
    expect(hitTarget(hit({ kind: 'diskFile', projectId: null, parentId: 9 }))).toEqual({
      path: '/myNetworkDisk?folder=9',
    });
    expect(hitTarget(hit({ kind: 'diskFile', projectId: null }))).toEqual({ path: '/myNetworkDisk' });
  });

  it('opens cases, plans and projects in their project, and a person in a direct chat', () => {
    expect(hitTarget(hit({ kind: 'testCase' }))).toEqual({ path: '/testLibrary', projectId: 3 });
    expect(hitTarget(hit({ kind: 'plan' }))).toEqual({ path: '/problem?view=plans', projectId: 3 });
    expect(hitTarget(hit({ kind: 'project', id: 3 }))).toEqual({ path: '/problem', projectId: 3 });
    expect(hitTarget(hit({ kind: 'person', projectId: null }))).toEqual({ path: '/im?with=7', chatWith: 7 });
  });
});
