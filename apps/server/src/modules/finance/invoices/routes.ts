import { FINANCE_PATHS, applyInvoiceBody, invoiceListQuery, moveInvoiceBody, orderIdParams } from '@questline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../deps';
import { callerOf } from '../../../http/access';
import { ok } from '../../../http/envelope';
import { requestLocale } from '../../../http/locale';
import { auditActor } from '../../admin/auditLog';
import { applyInvoice, invoiceOfOrder, listInvoices, moveInvoice } from './invoices';

const tags = ['finance'];

/** Issue 16: invoices of paid orders; buyers apply and read, platform administrators move them on. */
export function invoiceRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const user = { access: 'user' } as const;
    // Issue 35: finance staff move invoices as well as platform administrators.
    const finance = { access: 'finance' } as const;
    app.post(
      FINANCE_PATHS.applyInvoice,
      { config: user, schema: { summary: 'Applies for an invoice on a paid order', tags, body: applyInvoiceBody } },
      async (request) => {
        const { orderId, ...fields } = request.body;
        const locale = requestLocale(request);
        const invoice = await applyInvoice(deps.db, {
          userId: callerOf(request).userId,
          orderId,
          fields,
          now: deps.now(),
          locale,
        });
        return ok(locale, invoice);
      },
    );
    app.get(
      `${FINANCE_PATHS.invoiceInfo}/:id`,
      { config: user, schema: { summary: "The invoice of one of the caller's orders", tags, params: orderIdParams } },
      async (request) => {
        const locale = requestLocale(request);
        const invoice = await invoiceOfOrder(deps.db, {
          userId: callerOf(request).userId,
          orderId: request.params.id,
          locale,
        });
        return ok(locale, invoice);
      },
    );
    app.get(
      FINANCE_PATHS.invoiceList,
      {
        config: finance,
        schema: { summary: 'Invoices, optionally of one status', tags, querystring: invoiceListQuery },
      },
      async (request) => {
        const locale = requestLocale(request);
        return ok(locale, await listInvoices(deps.db, { status: request.query.status, locale }));
      },
    );
    app.post(
      FINANCE_PATHS.moveInvoice,
      {
        config: finance,
        schema: { summary: 'Moves an invoice to its next status', tags, body: moveInvoiceBody },
      },
      async (request) => {
        await moveInvoice(deps.db, { actor: auditActor(request), ...request.body, now: deps.now() });
        return ok(requestLocale(request), null);
      },
    );
  };
}
