import {
  type ApiOk,
  type InvitationAccepted,
  MEMBER_INVITATION_PATHS,
  type MemberInvitation,
} from '@questline/contract';
import { get, post } from './client';

/** Issue 28, point 11 (ADR 0099): the invitations to the signed-in person's phone, and their answers. */

export function getMyInvitations(): Promise<ApiOk<MemberInvitation[]>> {
  return get<ApiOk<MemberInvitation[]>>(MEMBER_INVITATION_PATHS.mine);
}

export function acceptInvitation(invitationId: number): Promise<ApiOk<InvitationAccepted>> {
  return post<ApiOk<InvitationAccepted>>(MEMBER_INVITATION_PATHS.accept, { invitationId });
}

export function declineInvitation(invitationId: number): Promise<ApiOk<null>> {
  return post<ApiOk<null>>(MEMBER_INVITATION_PATHS.decline, { invitationId });
}
