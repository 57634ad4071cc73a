import type { ServiceAddresses } from './accountApi';
import type { Edition } from './edition';

/** getInfo's role of the platform administrator; everyone else has `common`. */
export const PLATFORM_ADMIN_ROLE = 'admin';
export const COMMON_ROLE = 'common';

/** Spec point 3 "Session/user": what GET /getInfo answers. */
export interface UserInfo {
  userId: number;
  userName: string;
  nickName: string;
  avatar: string;
  phonenumber: string;
}

export interface VersionInfo {
  versionCode: number;
  versionName: string;
  /** When the paid plan ends (ISO instant); null on Free or a plan that does not lapse (issue 16). */
  endTime: string | null;
}

export interface GetInfoData {
  user: UserInfo;
  version: VersionInfo;
  roles: string[];
  permissions: string[];
  addresses: ServiceAddresses;
  /** The installation's edition (ADR 0103): the workspace offers upgrades and renewals only on `saas`. */
  edition: Edition;
  /**
   * Spec point 2 sends a user without a phone to /bindPhone; only accounts registered by phone are sent
   * (one that unbound it): people who joined by link, e-mail or the administrator have none by design (ADR 0108).
   */
  bindPhoneRequired: boolean;
  /** A person of the live demo's sandbox (issue 39): the workspace says so and offers to register. */
  demo: boolean;
}
