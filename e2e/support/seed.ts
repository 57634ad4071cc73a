import type { APIRequestContext } from '@playwright/test';
import { apiCall, registerThroughApi } from './accounts';

/**
 * A signed-in user made through the API exactly as a person would (ADR 0005): registered by phone code,
 * renamed in the personal centre and, for `phone: null`, with the phone unbound again. Answers the token.
 */
export async function seedSignedInUser(
  request: APIRequestContext,
  options: { nickName: string; phone?: null },
): Promise<string> {
  const { token } = await registerThroughApi(request);
  await apiCall(request, 'POST', '/questline/center/updateUser', {
    token,
    data: { nickName: options.nickName, introduction: '' },
  });
  if (options.phone === null) await apiCall(request, 'POST', '/questline/userInfo/unbindPhone', { token });
  return token;
}

/** A project created by its owner through the API, as the create dialog does; answers its id. */
export async function seedProject(
  request: APIRequestContext,
  token: string,
  projectName: string,
): Promise<{ projectId: number }> {
  return apiCall<{ projectId: number }>(request, 'POST', '/questline/projectInfo', {
    token,
    data: { projectName, description: '', projectImg: '' },
  });
}
