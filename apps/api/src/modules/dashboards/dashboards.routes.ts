// What each overview dashboard route does (docs/spec/pages.md#overview-dashboards): each
// aggregates the database on every request; paths, schemas and access are in
// packages/contracts/src/dashboards.routes.ts.
import type { FastifyPluginAsync } from 'fastify';
import { dashboardRoutes as table } from '@keel/contracts/dashboards.routes';
import { registerRoutes } from '../../shared/route-table.ts';
import { buildAnalyticsDashboard } from './analytics-dashboard.ts';
import { buildAppDashboard } from './app-dashboard.ts';
import { buildBankingDashboard } from './banking-dashboard.ts';
import { buildBookingDashboard } from './booking-dashboard.ts';
import { buildEcommerceDashboard } from './ecommerce-dashboard.ts';
import { buildFileDashboard } from './file-dashboard.ts';

export const dashboardRoutes: FastifyPluginAsync = async (app) => {
  registerRoutes(app, table, {
    app: (request) => buildAppDashboard(app.db, request.user, request.query.year),
    ecommerce: (request) => buildEcommerceDashboard(app.db, request.user, request.query.year),
    analytics: (request) => buildAnalyticsDashboard(app.db, request.user.id, request.query.year),
    banking: (request) => buildBankingDashboard(app.db, request.user.id, request.query.period),
    booking: (request) => buildBookingDashboard(app.db, request.query.period),
    file: (request) => buildFileDashboard(app, request.user.id, request.query.period),
  });
};
