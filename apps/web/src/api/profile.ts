import {
  type ApiOk,
  type AvatarData,
  type ChangePasswordBody,
  type EmailSwitchData,
  type EmpowerEntry,
  type ProfileData,
  type SocialProvider,
  type TrialTimeData,
  type UpdateProfileBody,
  productPath,
} from '@questline/contract';
import { get, post } from './client';

/** Spec point 7: the personal centre's calls. Failures are shown by the client (spec point 8). */
export function getProfile(): Promise<ApiOk<ProfileData>> {
  return get<ApiOk<ProfileData>>(productPath('center/getUserInfo'));
}

export function updateProfile(body: UpdateProfileBody): Promise<ApiOk<null>> {
  return post<ApiOk<null>>(productPath('center/updateUser'), body);
}

export function changePassword(body: ChangePasswordBody): Promise<ApiOk<null>> {
  return post<ApiOk<null>>(productPath('center/resetPwd'), body);
}

export function uploadAvatar(file: Blob, fileName: string): Promise<ApiOk<AvatarData>> {
  const form = new FormData();
  form.append('avatarfile', file, fileName);
  return post<ApiOk<AvatarData>>(productPath('center/avatar'), form);
}

export function sendBindEmailCode(email: string): Promise<ApiOk<null>> {
  return post<ApiOk<null>>(productPath('userInfo/sendBindEmailCode'), { email });
}

export function bindEmail(email: string, code: string): Promise<ApiOk<null>> {
  return get<ApiOk<null>>(productPath('userInfo/bindUserEmail'), { email, code });
}

export function unbindEmail(): Promise<ApiOk<null>> {
  return post<ApiOk<null>>(productPath('userInfo/unbindEmail'));
}

export function getEmpowerList(): Promise<ApiOk<EmpowerEntry[]>> {
  return get<ApiOk<EmpowerEntry[]>>(productPath('getEmpower'));
}

export function cancelEmpower(id: number): Promise<ApiOk<null>> {
  return post<ApiOk<null>>(productPath(`cancelEmpower/${String(id)}`));
}

export function getEmailSwitch(): Promise<ApiOk<EmailSwitchData>> {
  return get<ApiOk<EmailSwitchData>>(productPath('userswitch/getUserEmailSwitch'));
}

/** The two switch calls of spec point 7; `closEmail` is the specification's spelling. */
export function setEmailSwitch(open: boolean): Promise<ApiOk<null>> {
  return get<ApiOk<null>>(productPath(open ? 'userswitch/openEmail' : 'userswitch/closEmail'));
}

export function getTrialTime(): Promise<ApiOk<TrialTimeData>> {
  return get<ApiOk<TrialTimeData>>(productPath('trialTime/getUserTrialTime'));
}

/** Spec point 7 GET /{product}/userInfo/bindUserPhoto: the bound WeChat or QQ account's picture becomes the avatar. */
export function bindUserPhoto(provider: SocialProvider): Promise<ApiOk<AvatarData>> {
  return get<ApiOk<AvatarData>>(productPath('userInfo/bindUserPhoto'), { provider });
}
