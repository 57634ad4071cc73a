import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { failure } from '../../http/errors';
import { mallRoutes } from '../points/mall/routes';
import { resourceRoutes } from '../resources/routes';
import { financeAdminRoutes } from './adminRoutes';
import { gatewayNotifyRoutes } from './gateways/notifyRoutes';
import { invoiceRoutes } from './invoices/routes';
import { financeRoutes } from './routes';

/**
 * Everything that sells the hosted service: plans and prices, orders and payments, the gateways' notifications,
 * invoices and their administration, the points mall (ADR 0112) and the resource store (ADR 0117). A self-hosted installation sells nothing
 * (ADR 0103), so every one of these calls is refused there with one message, before any work, whoever calls; the
 * pages behind them say the same.
 */
export function commerceRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    if (deps.config.edition === 'self-hosted') {
      app.addHook('onRequest', async () => {
        throw failure('commerceNotOffered');
      });
    }
    await app.register(financeRoutes(deps));
    await app.register(financeAdminRoutes(deps));
    await app.register(gatewayNotifyRoutes(deps));
    await app.register(invoiceRoutes(deps));
    await app.register(mallRoutes(deps));
    await app.register(resourceRoutes(deps));
  };
}
