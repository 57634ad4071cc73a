import {
  ATTACHMENT_MAX_BYTES,
  DEFAULT_EDITION,
  type Edition,
  PLANS,
  type Plan,
  attachmentLimitBytes,
  planOf,
  screenRecordingAllowed,
} from '@questline/contract';

/** What a plan limits: the numbers every check of DOMAIN.md "Plan limits" reads (null = unlimited). */
export type PlanLimits = Pick<Plan, 'maxProjects' | 'maxMembersPerProject' | 'retentionDays' | 'attachmentLimitMb'>;

/**
 * A self-hosted installation has no plan limits (issue 38, point 1): projects, members and retention unlimited.
 * Attachments keep the largest size any plan allows, which bounds what an upload may send before its project is
 * known (ATTACHMENT_MAX_BYTES): a safety bound, not a sales limit.
 */
const SELF_HOSTED_LIMITS: PlanLimits = {
  maxProjects: null,
  maxMembersPerProject: null,
  retentionDays: null,
  attachmentLimitMb: Math.max(...PLANS.map((plan) => plan.attachmentLimitMb)),
};

/*
 * One process serves one installation, so its edition is set once, when the app is built (app.ts), instead of
 * being threaded through the thirty-odd access checks that reach the member limit (ADR 0103).
 */
let edition: Edition = DEFAULT_EDITION;

export function setLimitsEdition(value: Edition): void {
  edition = value;
}

/** The one place that decides a limit: the owner's plan on the hosted service, none on a team's own server. */
export function limitsOf(versionCode: number): PlanLimits {
  return edition === 'self-hosted' ? SELF_HOSTED_LIMITS : planOf(versionCode);
}

/** Largest file one attachment may be for an owner on this plan (spec point 5 "Attachments"), in bytes. */
export function attachmentLimitBytesOf(versionCode: number): number {
  return edition === 'self-hosted' ? ATTACHMENT_MAX_BYTES : attachmentLimitBytes(versionCode);
}

/** Spec point 6: screen recording for projects whose owner pays; every project of a self-hosted installation. */
export function screenRecordingAllowedFor(versionCode: number): boolean {
  return screenRecordingAllowed(edition, versionCode);
}
