// /dashboard/ecommerce: revenue, products sold and customers. Everything here comes from the
// shop's products and orders tables; until those exist the numbers are zero.
import type { EcommerceDashboard } from '@keel/contracts/dashboards';
import type { User } from '@keel/contracts/user';
import type { Database } from '@keel/db/client';
import { users } from '@keel/db/schema/users';
import { availableYears, monthsOfYear } from './dashboard-buckets.ts';

const emptyTrend = () => ({ total: 0, percent: 0, series: [] as number[] });

export async function buildEcommerceDashboard(db: Database, user: User, year: number | undefined, now = new Date()): Promise<EcommerceDashboard> {
  const chosenYear = year ?? now.getUTCFullYear();
  const months = monthsOfYear(chosenYear);
  const years = await availableYears(db, users.createdAt, users, now);
  return {
    welcome: { firstName: user.firstName, monthRevenue: 0 },
    newProducts: [],
    productSold: emptyTrend(),
    totalBalance: emptyTrend(),
    averageOrderValue: emptyTrend(),
    saleByGender: [],
    yearlySales: {
      year: chosenYear,
      years,
      categories: months.map((month) => month.label),
      series: [
        { name: 'Revenue', data: months.map(() => 0) },
        { name: 'Orders', data: months.map(() => 0) },
      ],
    },
    salesOverview: [],
    currentBalance: { revenue: 0, refunds: 0, net: 0 },
    topCustomers: [],
    latestProducts: [],
  } satisfies EcommerceDashboard;
}
