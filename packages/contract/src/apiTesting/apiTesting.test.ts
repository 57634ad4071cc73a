import { describe, expect, it } from 'vitest';
import { evaluateAssertions, requestPassed } from './assertions';
import { parseJsonPath, readJsonPath } from './jsonPath';
import { describeActual, describeAssertion } from './labels';
import { isAllowedHostEntry, isCredentialHeader } from './rules';
import { apiAllowedHostsBody, apiRequestSpec, createApiEnvironmentBody } from './schemas';
import { maskSecrets, substituteVariables } from './variables';

/** Issue 34: the interface tester's rules (ADR 0122). */
describe('interface tester rules', () => {
  it('reads JSON paths of names, quoted names and indexes, and refuses anything else', () => {
    expect(parseJsonPath('$.data.items[0].id')).toEqual(['data', 'items', 0, 'id']);
    expect(parseJsonPath('$[\'a b\']["c"]')).toEqual(['a b', 'c']);
    expect(parseJsonPath('$')).toEqual([]);
    for (const bad of ['data.id', '$..id', '$.items[*]', '$.items[?(@.x)]', '$.']) {
      expect(parseJsonPath(bad), bad).toBeUndefined();
    }
    const document = { data: { items: [{ id: 7 }], empty: null } };
    expect(readJsonPath(document, '$.data.items[0].id')).toEqual({ found: true, value: 7 });
    expect(readJsonPath(document, '$.data.empty')).toEqual({ found: true, value: null });
    expect(readJsonPath(document, '$.data.items[1]').found).toBe(false);
    expect(readJsonPath(document, '$.data.toString').found).toBe(false);
  });

  it('evaluates status, JSON path, header and time assertions against an answer', () => {
    const facts = {
      status: 201,
      headers: [['Content-Type', 'application/json; charset=utf-8']] as [string, string][],
      bodyText: JSON.stringify({ id: 5, name: 'Ada', tags: ['a', 'b'] }),
      timeMs: 120,
    };
    const results = evaluateAssertions(
      [
        { kind: 'status', expected: 201 },
        { kind: 'jsonPath', path: '$.id', op: 'equals', expected: '5' },
        { kind: 'jsonPath', path: '$.name', op: 'equals', expected: 'Ada' },
        { kind: 'jsonPath', path: '$.tags', op: 'contains', expected: 'b' },
        { kind: 'jsonPath', path: '$.missing', op: 'equals', expected: '1' },
        { kind: 'header', name: 'content-type', op: 'contains', expected: 'json' },
        { kind: 'header', name: 'x-request-id', op: 'equals', expected: '1' },
        { kind: 'responseTime', maxMs: 100 },
      ],
      facts,
    );
    expect(results.map((result) => result.passed)).toEqual([true, true, true, true, false, true, false, false]);
    expect(results[4]).toMatchObject({ actual: null, miss: 'missing' });
    expect(results[7]).toMatchObject({ actual: '120', miss: null });
    const notJson = evaluateAssertions([{ kind: 'jsonPath', path: '$.id', op: 'equals', expected: '5' }], {
      ...facts,
      bodyText: '<html>',
    });
    expect(notJson[0]).toMatchObject({ passed: false, miss: 'notJson' });
    expect(requestPassed(201, results)).toBe(false);
    expect(requestPassed(201, results.slice(0, 4))).toBe(true);
    expect(requestPassed(404, [])).toBe(false);
    expect(requestPassed(204, [])).toBe(true);
    expect(requestPassed(null, [])).toBe(false);
  });

  it('describes assertions and their outcomes in both languages', () => {
    const assertion = { kind: 'jsonPath', path: '$.id', op: 'equals', expected: '5' } as const;
    expect(describeAssertion('en', assertion)).toBe('JSON $.id equals 5');
    expect(describeAssertion('zh', { kind: 'responseTime', maxMs: 500 })).toBe('响应时间小于 500 毫秒');
    expect(describeActual('en', { actual: '4', miss: null })).toBe('actual: 4');
    expect(describeActual('zh', { actual: null, miss: 'notJson' })).toBe('实际：响应不是 JSON');
  });

  it('substitutes variables and masks secrets longer than three characters', () => {
    const values = new Map([
      ['baseUrl', 'https://api.example.com'],
      ['token', 's3cr3t-token'],
    ]);
    expect(substituteVariables('{{baseUrl}}/orders/{{ id }}?t={{token}}', values)).toBe(
      'https://api.example.com/orders/{{ id }}?t=s3cr3t-token',
    );
    expect(maskSecrets('token s3cr3t-token and s3cr3t', ['s3cr3t', 's3cr3t-token', 'ab'])).toBe(
      'token ****** and ******',
    );
    expect(maskSecrets('a b', ['a'])).toBe('a b');
  });

  it('knows credential headers and allowed host entries', () => {
    expect(isCredentialHeader(' Authorization ')).toBe(true);
    expect(isCredentialHeader('Accept')).toBe(false);
    for (const good of ['intranet.example', '*.corp.example', '127.0.0.1', '10.0.0.0/8', 'fd00::/8', 'localhost']) {
      expect(isAllowedHostEntry(good), good).toBe(true);
    }
    for (const bad of ['http://x', 'a b', '', '*.', 'x/y']) expect(isAllowedHostEntry(bad), bad).toBe(false);
    expect(apiAllowedHostsBody.parse({ hosts: [' Build.Corp.Example '] }).hosts).toEqual(['build.corp.example']);
  });

  it('fills a request in with its defaults and refuses two variables of one name', () => {
    expect(apiRequestSpec.parse({ method: 'GET', url: '{{baseUrl}}/pets' })).toEqual({
      method: 'GET',
      url: '{{baseUrl}}/pets',
      query: [],
      headers: [],
      body: { mode: 'none' },
      auth: { type: 'none' },
      assertions: [],
    });
    const twice = createApiEnvironmentBody.safeParse({
      projectId: 1,
      name: 'Staging',
      variables: [
        { name: 'a', value: '1' },
        { name: 'a', value: '2' },
      ],
    });
    expect(twice.success).toBe(false);
  });
});
