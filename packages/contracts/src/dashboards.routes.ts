// The six overview dashboards (docs/decisions/016-route-tables.md,
// docs/spec/pages.md#overview-dashboards): each aggregates the database on every request;
// banking and file are the caller's own data.
import {
  AnalyticsDashboardSchema,
  AppDashboardSchema,
  BankingDashboardSchema,
  BookingDashboardSchema,
  EcommerceDashboardSchema,
  FileDashboardSchema,
  PeriodQuerySchema,
  YearQuerySchema,
} from './dashboards.ts';
import { defineRoutes } from './route.ts';

export const dashboardRoutes = defineRoutes('dashboards', {
  app: {
    method: 'GET',
    path: '/api/dashboard/app',
    summary: 'The app dashboard for a year (default: this one)',
    access: 'dashboards.read',
    query: YearQuerySchema,
    response: AppDashboardSchema,
  },
  ecommerce: {
    method: 'GET',
    path: '/api/dashboard/ecommerce',
    summary: 'The e-commerce dashboard for a year',
    access: 'dashboards.read',
    query: YearQuerySchema,
    response: EcommerceDashboardSchema,
  },
  analytics: {
    method: 'GET',
    path: '/api/dashboard/analytics',
    summary: 'The analytics dashboard for a year, with my open tasks',
    access: 'dashboards.read',
    query: YearQuerySchema,
    response: AnalyticsDashboardSchema,
  },
  banking: {
    method: 'GET',
    path: '/api/dashboard/banking',
    summary: 'My banking dashboard for a period',
    access: 'banking.read',
    query: PeriodQuerySchema,
    response: BankingDashboardSchema,
  },
  booking: {
    method: 'GET',
    path: '/api/dashboard/booking',
    summary: 'The booking dashboard for a period',
    access: 'bookings.read',
    query: PeriodQuerySchema,
    response: BookingDashboardSchema,
  },
  file: {
    method: 'GET',
    path: '/api/dashboard/file',
    summary: 'My file manager at a glance, for a period',
    access: 'dashboards.read',
    query: PeriodQuerySchema,
    response: FileDashboardSchema,
  },
});
