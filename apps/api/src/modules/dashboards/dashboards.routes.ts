// GET /api/dashboard/<name> for the six overview dashboards (docs/spec/pages.md#overview-dashboards): each aggregates the
// database on every request; banking and file are the caller's own data.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@keel/contracts/common';
import {
  AnalyticsDashboardSchema,
  AppDashboardSchema,
  BankingDashboardSchema,
  BookingDashboardSchema,
  EcommerceDashboardSchema,
  FileDashboardSchema,
  PeriodQuerySchema,
  YearQuerySchema,
} from '@keel/contracts/dashboards';
import { buildAnalyticsDashboard } from './analytics-dashboard.ts';
import { buildAppDashboard } from './app-dashboard.ts';
import { buildBankingDashboard } from './banking-dashboard.ts';
import { buildBookingDashboard } from './booking-dashboard.ts';
import { buildEcommerceDashboard } from './ecommerce-dashboard.ts';
import { buildFileDashboard } from './file-dashboard.ts';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['dashboards'];
  const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema };

  app.get(
    '/api/dashboard/app',
    {
      config: { permission: 'dashboards.read' },
      schema: {
        tags,
        querystring: YearQuerySchema,
        response: { 200: AppDashboardSchema, ...errors },
      },
    },
    async (request) => buildAppDashboard(app.db, request.user, request.query.year),
  );
  app.get(
    '/api/dashboard/ecommerce',
    {
      config: { permission: 'dashboards.read' },
      schema: {
        tags,
        querystring: YearQuerySchema,
        response: { 200: EcommerceDashboardSchema, ...errors },
      },
    },
    async (request) => buildEcommerceDashboard(app.db, request.user, request.query.year),
  );
  app.get(
    '/api/dashboard/analytics',
    {
      config: { permission: 'dashboards.read' },
      schema: {
        tags,
        querystring: YearQuerySchema,
        response: { 200: AnalyticsDashboardSchema, ...errors },
      },
    },
    async (request) => buildAnalyticsDashboard(app.db, request.user.id, request.query.year),
  );
  app.get(
    '/api/dashboard/banking',
    {
      config: { permission: 'banking.read' },
      schema: {
        tags,
        querystring: PeriodQuerySchema,
        response: { 200: BankingDashboardSchema, ...errors },
      },
    },
    async (request) => buildBankingDashboard(app.db, request.user.id, request.query.period),
  );
  app.get(
    '/api/dashboard/booking',
    {
      config: { permission: 'bookings.read' },
      schema: {
        tags,
        querystring: PeriodQuerySchema,
        response: { 200: BookingDashboardSchema, ...errors },
      },
    },
    async (request) => buildBookingDashboard(app.db, request.query.period),
  );
  app.get(
    '/api/dashboard/file',
    {
      config: { permission: 'dashboards.read' },
      schema: {
        tags,
        querystring: PeriodQuerySchema,
        response: { 200: FileDashboardSchema, ...errors },
      },
    },
    async (request) => buildFileDashboard(app, request.user.id, request.query.period),
  );
};
