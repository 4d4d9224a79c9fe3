// Text for the seeded blog: one summary per post and a pool of paragraphs, headings and lists
// the seeder combines, so the public blog reads like a product's blog rather than lorem ipsum.
export const BLOG_POSTS: [title: string, description: string][] = [
  [
    'Shipping a dashboard with its backend in one command',
    'Why Keel starts with a working API and database instead of mock data, and what that changes for a team on day one.',
  ],
  [
    'Why we moved our list endpoints to server-side paging',
    'Sorting and filtering in the browser stops working at a few thousand rows. Here is how we page in SQL instead.',
  ],
  [
    'Designing dark mode that people actually keep on',
    'Contrast, elevation and colour choices that make a dark theme comfortable for a full working day.',
  ],
  [
    'Right-to-left layouts without a second stylesheet',
    'Logical properties, mirrored icons and one theme switch: how Keel supports Arabic from the same code.',
  ],
  [
    'Five kanban habits of teams that ship every week',
    'Small rules for columns, cards and reviews that keep a board honest and a release train on time.',
  ],
  [
    'How we test against PGlite and PostgreSQL with one suite',
    'The same API tests run in-process for speed and against PostgreSQL for confidence, without two code paths.',
  ],
  [
    'Writing invoices your clients pay on time',
    'Clear line items, sensible due dates and a reminder routine that shortens the time to get paid.',
  ],
  [
    'A practical guide to role-based access in admin apps',
    'Admins and members, ownership checks and the server as the only judge: a simple model that holds up.',
  ],
  [
    'What 100,000 rows taught us about indexes',
    'The queries that slowed down first, the indexes that fixed them and how we keep p99 under 50 ms.',
  ],
  [
    'Real-time chat over LISTEN/NOTIFY, explained',
    'How several API processes deliver messages to each other’s clients with nothing but PostgreSQL.',
  ],
  [
    'The checklist we use before every release',
    'Tests, bundle weight, accessibility and a last look at every page in light, dark and right-to-left.',
  ],
  [
    'Choosing colour presets for a brand in ten minutes',
    'Pick a main colour, derive five shades and check contrast: a quick routine for a consistent theme.',
  ],
  [
    'From spreadsheet to shop: moving a catalogue online',
    'Cleaning product data, writing good descriptions and setting stock so the first orders go smoothly.',
  ],
  [
    'Sharing files safely with signed links',
    'Private files stay private: short-lived signed links, permission checks and names that are never paths.',
  ],
  [
    'Keeping bundle weight under 170 KB on the sign-in page',
    'Lazy routes, lazy charts and editors, and the budget script that fails the build when we slip.',
  ],
  [
    'Onboarding a new teammate in one afternoon',
    'Accounts, roles, a first task on the board and the pages worth showing in the first hour.',
  ],
  [
    'How our calendar handles all-day events across time zones',
    'Dates without times are not midnight: the small model that keeps all-day events on the right day.',
  ],
  [
    'Accessibility audits that fit in a sprint',
    'Automated checks on every route, a keyboard pass and the handful of fixes that matter most.',
  ],
  [
    'Translating an admin app into five languages',
    'Namespaces per feature, a test for missing keys and the phrases that are hardest to translate.',
  ],
  [
    'Notifications people do not mute',
    'Fewer, grouped and actionable: the rules we follow before sending anyone a notification.',
  ],
  [
    'Booking dashboards for small hotels',
    'Check-ins, occupancy and reviews on one screen: what a front desk needs to see at a glance.',
  ],
  [
    'Reading your banking data like a CFO',
    'Income, expenses by category and the trends worth watching month over month.',
  ],
  [
    'Prepared statements: the cheapest speed-up we shipped',
    'Building a query on every request cost us up to half our throughput. Preparing it once fixed that.',
  ],
  [
    'Markdown, HTML and sanitising what users write',
    'Rich text from the browser is untrusted input. How we keep formatting and drop everything else.',
  ],
  [
    'A calmer inbox: labels, stars and archive',
    'A few habits and the features that support them, for an inbox that stays under control.',
  ],
  [
    'Running Keel behind a load balancer',
    'Stateless API processes, one PostgreSQL and shared uploads: scaling out without sticky sessions.',
  ],
  [
    'Our roadmap for the next two quarters',
    'What we are building next, what we learned from your feedback and what we decided not to do.',
  ],
  [
    'Drafting a blog post your team will read',
    'A clear title, one idea per post and a cover image: how we write for the Keel blog.',
  ],
  [
    'Lessons from migrating to React 19',
    'What changed for us in the upgrade, what broke, and what got simpler along the way.',
  ],
  [
    'Measuring Lighthouse scores in CI',
    'Scoring every build on desktop and mobile, and keeping the numbers stable enough to trust.',
  ],
];

export const BLOG_PARAGRAPHS = [
  'Most admin templates look finished in a screenshot and fall apart the moment real data arrives. We wanted the opposite: every screen talks to the API from the first day, so the problems show up early, while they are still cheap to fix.',
  'The first version was deliberately small. We shipped it to a handful of teams, watched how they used it and removed anything nobody touched in the first two weeks.',
  'Numbers beat opinions. Before changing anything we measure it: response times at the 99th percentile, bundle sizes per route and the time it takes a new teammate to finish a first task.',
  'A good default matters more than a long list of options. When we add a setting, we ask who will change it and why; most of the time the answer is a better default instead.',
  'We test the way people use the product. The API suite builds the real application and calls it over HTTP; the browser tests sign in, click through pages and fail on any console error.',
  'Security is not a feature you add at the end. Every route requires a signed-in user unless it says otherwise, ownership is checked on the server and nothing a browser sends is trusted as it is.',
  'Performance budgets only work when a machine enforces them. Our build prints the weight of every route, and a change that pushes a page over its budget does not land.',
  'Accessibility improves everything around it. Labels, focus order and contrast make the interface clearer for everyone, and automated checks catch regressions before a person has to.',
  'Translations are part of the feature, not an afterthought. A test fails when a key is missing in any of the five languages, so nothing ships half translated.',
  'We write down the decisions that surprised us: what we chose, what we gave up and what would make us change our minds. New teammates read those notes before the code.',
  'Feedback from the teams using Keel shapes the roadmap. The most requested changes are rarely big features; they are small frictions in the screens people use every day.',
  'When something goes wrong in production we look for the missing test first. A bug fixed without a test tends to come back at the worst possible moment.',
];

export const BLOG_HEADINGS = [
  'What we measured',
  'What we changed',
  'What we learned',
  'How it works',
  'Where it breaks',
  'What comes next',
];

export const BLOG_POINTS = [
  'Start from real data, not from a mock-up.',
  'Measure before and after every change.',
  'Prefer one good default over three options.',
  'Let the server decide who may do what.',
  'Keep every route inside its weight budget.',
  'Fail the build on a missing translation.',
  'Write the test before fixing the bug.',
  'Check every page in light, dark and right-to-left.',
];

export const BLOG_COMMENTS = [
  'Great write-up, we hit exactly the same problem last quarter.',
  'Thanks for sharing the numbers, that makes it much easier to convince the team.',
  'Would love a follow-up on how this works with several API processes.',
  'We tried this approach and our dashboards got noticeably faster.',
  'Clear and practical. Bookmarked for the next onboarding.',
  'Do you have a checklist version of this we could print?',
  'The section on defaults is spot on.',
  'How long did the migration take in the end?',
  'This finally explains why our list pages were slow. Thank you!',
  'Nice to see the trade-offs written down so honestly.',
];

export const BLOG_REPLIES = [
  'Thanks! It took us about two weeks, mostly testing.',
  'Good idea, we will cover that in a future post.',
  'Glad it helped. Let us know how it goes.',
  'Agreed, that was the biggest surprise for us too.',
  'Yes, the same setup works behind a load balancer.',
];
