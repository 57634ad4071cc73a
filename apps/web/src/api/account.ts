import { type ApiOk, type GetInfoData, productPath } from '@questline/contract';
import { get, post } from './client';

/** Spec point 7: GET /getInfo answers the signed-in user and their plan version. */
export function getInfo(): Promise<ApiOk<GetInfoData | undefined>> {
  return get<ApiOk<GetInfoData | undefined>>('/getInfo');
}

/** Spec point 7: POST /{product}/userInfo/logout ends the session on the server. */
export function logoutCall(): Promise<ApiOk<null>> {
  return post<ApiOk<null>>(productPath('userInfo/logout'));
}
