import type { GetInfoData } from '@questline/contract';

/** A signed-in user's getInfo answer for component and unit tests; pass only what the test is about. */
export function userInfoFixture(user: Partial<GetInfoData['user']> = {}): GetInfoData {
  const phonenumber = user.phonenumber ?? '13800000000';
  return {
    user: { userId: 1, userName: 'u', nickName: 'U', avatar: '', phonenumber, ...user },
    version: { versionCode: 0, versionName: 'Free', endTime: null },
    roles: [],
    permissions: [],
    addresses: { postApi: '', netDisk: '', netShare: '', aiChat: '', imageService: '', im: '' },
    edition: 'saas',
    // A phone-registered account, as most fixtures are: without a phone it is sent to bind one.
    bindPhoneRequired: phonenumber === '',
    demo: false,
  };
}
