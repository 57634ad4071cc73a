import type { ApiOk, CaptchaData } from '@questline/contract';

/**
 * A getCaptcha stand-in for page tests: every call answers a new uuid (`uuid-1`, `uuid-2`, ...) and counts
 * itself, so a test sees when the page fetched a fresh captcha.
 */
export function captchaSeries(): { calls(): number; next(): Promise<ApiOk<CaptchaData>> } {
  let count = 0;
  return {
    calls: () => count,
    next() {
      count += 1;
      const n = String(count);
      return Promise.resolve({
        code: 200,
        msg: '',
        data: { captchaEnabled: true, uuid: `uuid-${n}`, img: `data:image/png;base64,${n}` },
      });
    },
  };
}
