import { z } from 'zod';
import { positiveId } from '../issues/issueApi';

/** The bodies of the invitee's calls (MEMBER_INVITATION_PATHS), apart from the values the browser reads. */
export const invitationIdBody = z.strictObject({ invitationId: positiveId });
export type InvitationIdBody = z.infer<typeof invitationIdBody>;
