import { FINANCE_PATHS, editProductBody, orderRefBody, productBody, rejectVoucherBody } from '@questline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { ok } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import { auditActor } from '../admin/auditLog';
import { addProduct, editProduct, listProducts } from './products';
import { approveVoucher, pendingVouchers, rejectVoucher } from './voucher';

const tags = ['admin'];

/** Issue 16: platform administrators review bank transfer vouchers and keep the product catalogue. */
export function financeAdminRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // Issue 35: finance staff work these as well as platform administrators.
    const config = { access: 'finance' } as const;
    app.get(
      FINANCE_PATHS.reviewList,
      { config, schema: { summary: 'Vouchers waiting for review', tags } },
      async (request) => ok(requestLocale(request), await pendingVouchers(deps.db, requestLocale(request))),
    );
    app.post(
      FINANCE_PATHS.approveVoucher,
      { config, schema: { summary: 'The transfer arrived: settles the order', tags, body: orderRefBody } },
      async (request) => {
        await approveVoucher(deps.db, {
          actor: auditActor(request),
          orderId: request.body.orderId,
          now: deps.now(),
        });
        return ok(requestLocale(request), null);
      },
    );
    app.post(
      FINANCE_PATHS.rejectVoucher,
      { config, schema: { summary: 'Rejects a voucher with a reason', tags, body: rejectVoucherBody } },
      async (request) => {
        await rejectVoucher(deps.db, {
          actor: auditActor(request),
          ...request.body,
          now: deps.now(),
          expireMs: deps.config.finance.orderExpireMs,
        });
        return ok(requestLocale(request), null);
      },
    );
    app.get(
      FINANCE_PATHS.products,
      { config, schema: { summary: 'Every product of the catalogue', tags } },
      async (request) => ok(requestLocale(request), await listProducts(deps.db, requestLocale(request))),
    );
    app.post(
      FINANCE_PATHS.products,
      { config, schema: { summary: 'Adds a product', tags, body: productBody } },
      async (request) =>
        ok(
          requestLocale(request),
          await addProduct(deps.db, {
            actor: auditActor(request),
            fields: request.body,
            now: deps.now(),
            locale: requestLocale(request),
          }),
        ),
    );
    app.put(
      FINANCE_PATHS.products,
      { config, schema: { summary: 'Edits a product (or takes it off sale)', tags, body: editProductBody } },
      async (request) =>
        ok(
          requestLocale(request),
          await editProduct(deps.db, {
            actor: auditActor(request),
            fields: request.body,
            now: deps.now(),
            locale: requestLocale(request),
          }),
        ),
    );
  };
}
