import { type APIRequestContext, expect } from '@playwright/test';
import { apiCall, captchaAnswer } from './accounts';

/** A real 1x1 PNG: the server tells a voucher by its first bytes. */
export const VOUCHER_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);

/** The platform administrator of the first start (ADMIN_PASSWORD of playwright.config.ts), signed in by API. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const captcha = await apiCall<{ uuid: string }>(request, 'GET', '/captchaImage');
  const code = await captchaAnswer(captcha.uuid);
  const { token } = await apiCall<{ token: string }>(request, 'POST', '/register/login', {
    data: { username: 'admin', password: 'e2e-admin-password', code, uuid: captcha.uuid },
  });
  return token;
}

/**
 * Pays an order by API the way a bank transfer goes (issue 16): the buyer chooses the transfer and sends a voucher,
 * the platform administrator confirms it.
 */
export async function payByTransfer(request: APIRequestContext, token: string, orderId: number): Promise<void> {
  await apiCall(request, 'POST', '/questline/financial/payOrder', { token, data: { orderId, method: 'offline' } });
  const voucher = await request.post(
    `/prod-api/questline/financial/saveOrderOfflinePayFile?orderId=${String(orderId)}`,
    {
      headers: { authorization: `Bearer ${token}` },
      multipart: { file: { name: 'voucher.png', mimeType: 'image/png', buffer: VOUCHER_PNG } },
    },
  );
  expect(((await voucher.json()) as { code: number }).code).toBe(200);
  await apiCall(request, 'POST', '/questline/financial/admin/approveOfflinePay', {
    token: await adminToken(request),
    data: { orderId },
  });
}
