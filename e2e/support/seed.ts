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

/**
 * The invitee accepts their open invitation to a project, team or knowledge base, as they would from
 * /user/message?tab=invitations: the people a journey makes are strangers to each other, so adding one by
 * phone invites them (issue 28, point 11; ADR 0099).
 */
export async function acceptInvitation(
  request: APIRequestContext,
  token: string,
  target: 'project' | 'team' | 'knowledge',
  targetId: number,
): Promise<void> {
  const mine = await apiCall<{ invitationId: number; target: string; targetId: number }[]>(
    request,
    'GET',
    '/questline/memberInvitation/mine',
    { token },
  );
  const invitation = mine.find((entry) => entry.target === target && entry.targetId === targetId);
  if (!invitation) throw new Error(`no invitation to ${target} ${String(targetId)}`);
  await apiCall(request, 'POST', '/questline/memberInvitation/accept', {
    token,
    data: { invitationId: invitation.invitationId },
  });
}

/** A person added to a project by phone by its admin, who accepts the invitation that sends them. */
export async function seedMember(
  request: APIRequestContext,
  options: { projectId: number; adminToken: string; member: { phone: string; token: string } },
): Promise<void> {
  const answer = await apiCall<{ outcome: 'added' | 'invited' }>(
    request,
    'POST',
    '/questline/projectUser/addProjectUserByProAdmin',
    { token: options.adminToken, data: { projectId: options.projectId, phone: options.member.phone } },
  );
  if (answer.outcome === 'invited') await acceptInvitation(request, options.member.token, 'project', options.projectId);
}

/**
 * A named person with a project of `count` defects they handle, titled "Checkout button N does nothing on the second
 * click", all made through the API: what a list journey starts from. Answers the account to sign in with.
 */
export async function seedHandlerWithIssues(
  request: APIRequestContext,
  options: { nickName: string; projectName: string; count: number },
): Promise<{ phone: string; password: string; token: string }> {
  const account = await registerThroughApi(request);
  const { token } = account;
  await apiCall(request, 'POST', '/questline/center/updateUser', {
    token,
    data: { nickName: options.nickName, introduction: '' },
  });
  const { user } = await apiCall<{ user: { userId: number } }>(request, 'GET', '/getInfo', { token });
  const { projectId } = await seedProject(request, token, options.projectName);
  for (let index = 1; index <= options.count; index += 1) {
    await apiCall(request, 'POST', '/questline/questionInfo', {
      token,
      data: {
        projectId,
        questionName: `Checkout button ${String(index)} does nothing on the second click`,
        questionType: 1,
        handlerUserIds: [user.userId],
      },
    });
  }
  return account;
}
