// The six overview dashboards (docs/spec/pages.md#overview-dashboards): one GET each, aggregated from the database per
// request. Trends compare the last 30 days with the 30 before.
import { z } from 'zod';
import { BankCardSchema } from './banking.ts';
import { BookingSchema } from './bookings.ts';

export const DASHBOARD_NAMES = [
  'app',
  'ecommerce',
  'analytics',
  'banking',
  'booking',
  'file',
] as const;
export type DashboardName = (typeof DASHBOARD_NAMES)[number];
export const PERIODS = ['week', 'month', 'year'] as const;
export type Period = (typeof PERIODS)[number];

/** `?year=` for the yearly charts (app, ecommerce, analytics). */
export const YearQuerySchema = z.object({
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});
/** `?period=` for the week/month/year selectors (banking, booking, file). */
export const PeriodQuerySchema = z.object({ period: z.enum(PERIODS).default('month') });

/** A widget number with its change over 30 days (percent, signed) and a sparkline. */
export const TrendSchema = z.object({
  total: z.number(),
  percent: z.number(),
  series: z.array(z.number()),
});
export type Trend = z.infer<typeof TrendSchema>;

export const LabelValueSchema = z.object({ label: z.string(), value: z.number() });
export type LabelValue = z.infer<typeof LabelValueSchema>;

/** A chart: x labels (YYYY-MM, YYYY-MM-DD) and named series of the same length. */
export const SeriesChartSchema = z.object({
  categories: z.array(z.string()),
  series: z.array(z.object({ name: z.string(), data: z.array(z.number()) })),
});
export type SeriesChart = z.infer<typeof SeriesChartSchema>;
const YearChartSchema = SeriesChartSchema.extend({ year: z.number(), years: z.array(z.number()) });
const PeriodChartSchema = SeriesChartSchema.extend({ period: z.enum(PERIODS) });

const PostCardSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  cover: z.string(),
  createdAt: z.string(),
  author: z.string(),
});
const PersonStatSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  value: z.number(),
});
const ProductCardSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  cover: z.string(),
  price: z.number(),
  priceSale: z.number().nullable(),
  sold: z.number(),
  category: z.string(),
});
const InvoiceRowSchema = z.object({
  id: z.string(),
  invoiceNumber: z.string(),
  client: z.string(),
  totalPrice: z.number(),
  status: z.string(),
  createDate: z.string(),
});
const CountryStatSchema = z.object({
  country: z.string(),
  orders: z.number(),
  revenue: z.number(),
});
const OrderRowSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  customer: z.string(),
  total: z.number(),
  status: z.string(),
  createdAt: z.string(),
});

export const AppDashboardSchema = z.object({
  welcome: z.object({ displayName: z.string(), newOrders: z.number(), unreadMails: z.number() }),
  featuredPosts: z.array(PostCardSchema),
  activeUsers: TrendSchema,
  orders: TrendSchema,
  filesUploaded: TrendSchema,
  usersByCountry: z.array(LabelValueSchema),
  yearly: YearChartSchema,
  newInvoices: z.array(InvoiceRowSchema),
  topProducts: z.array(ProductCardSchema),
  topCountries: z.array(CountryStatSchema),
  topAuthors: z.array(PersonStatSchema),
  paidInvoicesPercent: z.number(),
  verifiedUsersPercent: z.number(),
});
export type AppDashboard = z.infer<typeof AppDashboardSchema>;

export const EcommerceDashboardSchema = z.object({
  welcome: z.object({ firstName: z.string(), monthRevenue: z.number() }),
  newProducts: z.array(ProductCardSchema),
  productSold: TrendSchema,
  totalBalance: TrendSchema,
  averageOrderValue: TrendSchema,
  saleByGender: z.array(LabelValueSchema),
  yearlySales: YearChartSchema,
  salesOverview: z.array(LabelValueSchema),
  currentBalance: z.object({ revenue: z.number(), refunds: z.number(), net: z.number() }),
  topCustomers: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      avatarUrl: z.string().nullable(),
      orders: z.number(),
      country: z.string(),
      totalSpent: z.number(),
      rank: z.number(),
    }),
  ),
  latestProducts: z.array(ProductCardSchema),
});
export type EcommerceDashboard = z.infer<typeof EcommerceDashboardSchema>;

export const AnalyticsDashboardSchema = z.object({
  weeklySales: TrendSchema,
  newUsers: TrendSchema,
  itemOrders: TrendSchema,
  openTasks: TrendSchema,
  activity: YearChartSchema,
  ordersByCountry: z.array(LabelValueSchema),
  revenueByCountry: z.array(LabelValueSchema),
  salesByCategory: SeriesChartSchema,
  news: z.array(PostCardSchema),
  orderTimeline: z.array(OrderRowSchema),
  contentTotals: z.array(LabelValueSchema),
  myTasks: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      columnId: z.string(),
      due: z.string().nullable(),
      priority: z.string(),
      completed: z.boolean(),
    }),
  ),
});
export type AnalyticsDashboard = z.infer<typeof AnalyticsDashboardSchema>;

export const BankingDashboardSchema = z.object({
  income: TrendSchema,
  expenses: TrendSchema,
  cards: z.array(BankCardSchema),
  balanceStatistics: PeriodChartSchema,
  expenseCategories: z.array(LabelValueSchema),
});
export type BankingDashboard = z.infer<typeof BankingDashboardSchema>;

export const BookingDashboardSchema = z.object({
  totalBooking: TrendSchema,
  checkInToday: z.number(),
  checkOutToday: z.number(),
  totalIncomes: TrendSchema,
  bookedRooms: z.object({ pending: z.number(), cancelled: z.number(), done: z.number() }),
  /** Of the last 30 days' stays: how many have checked in / out (percent of all booked). */
  checkInOut: z.object({ checkIn: z.number(), checkOut: z.number(), total: z.number() }),
  roomsAvailable: z.object({ total: z.number(), sold: z.number(), available: z.number() }),
  reservationStats: PeriodChartSchema,
  newestBookings: z.array(BookingSchema),
});
export type BookingDashboard = z.infer<typeof BookingDashboardSchema>;

export const FileDashboardSchema = z.object({
  myFiles: z.number(),
  sharedWithMe: z.number(),
  favorites: z.number(),
  quota: z.object({ used: z.number(), total: z.number() }),
  storage: z.array(z.object({ label: z.string(), size: z.number(), count: z.number() })),
  dataActivity: PeriodChartSchema,
  folders: z.array(
    z.object({ id: z.string(), name: z.string(), totalFiles: z.number(), size: z.number() }),
  ),
  recentFiles: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      type: z.string(),
      size: z.number(),
      url: z.string(),
      dateModified: z.string(),
    }),
  ),
});
export type FileDashboard = z.infer<typeof FileDashboardSchema>;
