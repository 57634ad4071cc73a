import type { Locale } from '../locale';

/**
 * The resource store (spec points 2, 6 "Resource download needs resource membership, or payment, or points"; issue 32,
 * ADR 0117): resources platform administrators publish, each in one category, with files people download when
 * entitled. Pure rules; the server applies them and the pages explain them.
 */
export const RESOURCE_CATEGORIES = ['template', 'document', 'tool', 'testData', 'course', 'other'] as const;
export type ResourceCategory = (typeof RESOURCE_CATEGORIES)[number];

export const RESOURCE_CATEGORY_LABELS: Record<Locale, Record<ResourceCategory, string>> = {
  zh: {
    template: '项目模板',
    document: '文档资料',
    tool: '工具软件',
    testData: '测试数据',
    course: '视频教程',
    other: '其他',
  },
  en: {
    template: 'Project templates',
    document: 'Documents',
    tool: 'Tools',
    testData: 'Test data',
    course: 'Video courses',
    other: 'Other',
  },
};

export function isResourceCategory(value: unknown): value is ResourceCategory {
  return (RESOURCE_CATEGORIES as readonly unknown[]).includes(value);
}

/** A title is at most this many bytes (UTF-8, as issue titles are counted). */
export const RESOURCE_TITLE_MAX_BYTES = 200;
export const RESOURCE_DESCRIPTION_MAX = 5_000;
/** The dearest one-off price, in fen (100,000 yuan), and the most points a resource may cost. */
export const RESOURCE_PRICE_MAX_FEN = 10_000_000;
export const RESOURCE_POINTS_MAX = 1_000_000;
/** A resource holds at most this many files, each at most this large. */
export const RESOURCE_FILES_MAX = 20;
export const RESOURCE_FILE_MAX_BYTES = 2 * 1024 * 1024 * 1024;
/** A cover picture (PNG or JPEG) is at most 2 MB, as commodity pictures are. */
export const RESOURCE_COVER_MAX_BYTES = 2 * 1024 * 1024;
/**
 * A download link works this long after it is handed out, and only for the person it was handed to (signed in): a
 * link passed on is refused, and one kept stops working.
 */
export const RESOURCE_LINK_TTL_MS = 5 * 60_000;

/** Why a person may download a resource's files, strongest first; null when they may not. */
export type ResourceEntitlement = 'free' | 'member' | 'purchased' | null;

export interface ResourcePricing {
  /** One-off price in fen; 0 when the resource is not sold for money. */
  priceFen: number;
  /** Price in points; 0 when it cannot be had for points. */
  pointsPrice: number;
  /** Whether an active resource membership downloads it without paying. */
  membersFree: boolean;
}

/** Neither money nor points asked: anyone signed in downloads it. */
export function isFreeResource(pricing: ResourcePricing): boolean {
  return pricing.priceFen === 0 && pricing.pointsPrice === 0;
}

/**
 * Spec point 6: a download needs the resource to be free, an active resource membership (when the resource is free
 * for members), or the resource bought (for money or points). A resource sold neither way and not free for members
 * is free (isFreeResource), so every resource has at least one way in.
 */
export function resourceEntitlement(
  pricing: ResourcePricing,
  viewer: { memberActive: boolean; purchased: boolean },
): ResourceEntitlement {
  if (isFreeResource(pricing)) return 'free';
  if (viewer.purchased) return 'purchased';
  if (pricing.membersFree && viewer.memberActive) return 'member';
  return null;
}

/** The ways a person without entitlement can get it, as the refusal and the detail page name them. */
export interface ResourceWays {
  membership: boolean;
  money: boolean;
  points: boolean;
}

export function resourceWays(pricing: ResourcePricing): ResourceWays {
  return { membership: pricing.membersFree, money: pricing.priceFen > 0, points: pricing.pointsPrice > 0 };
}
