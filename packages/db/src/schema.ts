// Every table, in one object: drizzle's relational queries and the client need them together.
// A feature adds its table file under schema/ and one line here.
import * as access from './schema/access.ts';
import * as accountSecurity from './schema/account-security.ts';
import * as banking from './schema/banking.ts';
import * as blog from './schema/blog.ts';
import * as bookings from './schema/bookings.ts';
import * as calendar from './schema/calendar.ts';
import * as chat from './schema/chat.ts';
import * as files from './schema/files.ts';
import * as kanban from './schema/kanban.ts';
import * as listTotals from './schema/list-totals.ts';
import * as mail from './schema/mail.ts';
import * as addresses from './schema/addresses.ts';
import * as invoices from './schema/invoices.ts';
import * as notifications from './schema/notifications.ts';
import * as orders from './schema/orders.ts';
import * as products from './schema/products.ts';
import * as profiles from './schema/profiles.ts';
import * as site from './schema/site.ts';
import * as uploads from './schema/uploads.ts';
import * as users from './schema/users.ts';

export const schema = {
  ...access,
  ...users,
  ...notifications,
  ...uploads,
  ...kanban,
  ...calendar,
  ...products,
  ...orders,
  ...addresses,
  ...invoices,
  ...mail,
  ...chat,
  ...profiles,
  ...accountSecurity,
  ...files,
  ...blog,
  ...banking,
  ...bookings,
  ...site,
  ...listTotals,
};
