import type { Locale } from './locale';

/** DOMAIN.md "Plan limits" and spec point 2's price table. `null` means unlimited. */
export interface Plan {
  versionCode: number;
  key: 'free' | 'standard' | 'professional' | 'enterprise';
  unitPriceFen: number;
  maxProjects: number | null;
  maxMembersPerProject: number | null;
  /** Days a deleted project is kept; 0 = the same day, null = permanently. */
  retentionDays: number | null;
  attachmentLimitMb: number;
  /** The personal network disk's size (issue 32, docs/DOMAIN.md "Network disk"). */
  diskQuotaGb: number;
}

export const PLANS: readonly Plan[] = [
  {
    versionCode: 0,
    key: 'free',
    unitPriceFen: 0,
    maxProjects: 5,
    maxMembersPerProject: 5,
    retentionDays: 0,
    attachmentLimitMb: 10,
    diskQuotaGb: 1,
  },
  {
    versionCode: 1,
    key: 'standard',
    unitPriceFen: 6800,
    maxProjects: 10,
    maxMembersPerProject: 10,
    retentionDays: 10,
    attachmentLimitMb: 100,
    diskQuotaGb: 10,
  },
  {
    versionCode: 2,
    key: 'professional',
    unitPriceFen: 16800,
    maxProjects: 20,
    maxMembersPerProject: 20,
    retentionDays: 30,
    attachmentLimitMb: 100,
    diskQuotaGb: 50,
  },
  {
    versionCode: 3,
    key: 'enterprise',
    unitPriceFen: 38800,
    maxProjects: null,
    maxMembersPerProject: null,
    retentionDays: null,
    attachmentLimitMb: 100,
    diskQuotaGb: 200,
  },
];

export const FREE_VERSION_CODE = 0;

const BYTES_PER_MB = 1024 * 1024;

/** Largest file one attachment may be on the plan (spec point 5 "Attachments"), in bytes. */
export function attachmentLimitBytes(versionCode: number): number {
  return planOf(versionCode).attachmentLimitMb * BYTES_PER_MB;
}

/** The largest attachment any plan allows: what an upload may send before its project's plan is known. */
export const ATTACHMENT_MAX_BYTES = Math.max(...PLANS.map((plan) => plan.attachmentLimitMb)) * BYTES_PER_MB;

const planNames: Record<Locale, Record<Plan['key'], string>> = {
  zh: { free: '免费版', standard: '标准版', professional: '专业版', enterprise: '企业版' },
  en: { free: 'Free', standard: 'Standard', professional: 'Professional', enterprise: 'Enterprise' },
};

/** The plan for a versionCode; an unknown code is treated as Free rather than trusted. */
export function planOf(versionCode: number): Plan {
  return PLANS.find((plan) => plan.versionCode === versionCode) ?? (PLANS[0] as Plan);
}

export function planName(locale: Locale, versionCode: number): string {
  return planNames[locale][planOf(versionCode).key];
}
