/**
 * The API modules, each mounted under `/api` in its own Fastify context (its hooks and
 * decorators stay inside it unless it wraps itself with fastify-plugin).
 */
import type { ApiModule } from '../deps.ts';
import { accessModule } from './access/routes.ts';
import { adminCatalogueModule } from './admin-catalogue/routes.ts';
import { adminClientsModule } from './admin-clients/routes.ts';
import { adminCombosModule } from './admin-combos/routes.ts';
import { adminImportsModule } from './admin-imports/routes.ts';
import { adminNpsModule } from './admin-nps/routes.ts';
import { adminOrdersModule } from './admin-orders/routes.ts';
import { adminSchedulesModule } from './admin-schedules/routes.ts';
import { afterOrderModule } from './after-order/routes.ts';
import { adminContentModule } from './admin-content/routes.ts';
import { apiKeysModule } from './api-keys/routes.ts';
import { auditModule } from './audit/routes.ts';
import { catalogueModule } from './catalogue/routes.ts';
import { deliveryModule } from './delivery/routes.ts';
import { erpModule } from './erp/routes.ts';
import { orderingModule } from './ordering/routes.ts';
import { operatorsModule } from './operators/routes.ts';
import { ordersModule } from './orders/routes.ts';
import { outboxModule } from './outbox/routes.ts';
import { whatsappModule } from './whatsapp/routes.ts';
import { tenantsModule } from './tenants/routes.ts';
import { tenantSettingsModule } from './tenant-settings/routes.ts';

export const apiModules: ApiModule[] = [
  tenantsModule,
  accessModule,
  catalogueModule,
  orderingModule,
  deliveryModule,
  ordersModule,
  afterOrderModule,
  outboxModule,
  whatsappModule,
  // the console (issue 12)
  operatorsModule,
  auditModule,
  // the console's business calls (issue 12)
  adminOrdersModule,
  adminSchedulesModule,
  adminClientsModule,
  adminNpsModule,
  // the console's catalogue (issue 13)
  adminCatalogueModule,
  adminCombosModule,
  // the catalogue as files (issue 13)
  adminImportsModule,
  // ERP API keys and the ERP sync API (issue 13)
  apiKeysModule,
  adminContentModule,
  erpModule,
  // the console's tenant settings (issue 13)
  tenantSettingsModule,
];
