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
