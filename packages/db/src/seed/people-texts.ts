// Short English texts for the people pages (a user's "about", profile posts and their comments)
// and the demo documents' sentences, so the demo reads like a team's workspace rather than faker's
// Latin filler (issue 19; booking-review-texts.ts did the same for the hotel reviews). The seeders
// pick from these lists with the seeded faker, so a seed run stays reproducible.

export const ABOUT_TEXTS: readonly string[] = [
  'Product designer who likes clear forms and short meetings.',
  'I look after our customers in Europe. Ask me about onboarding.',
  'Backend engineer. Databases, queues and the occasional bug hunt.',
  'Ten years in retail operations, now keeping our warehouse on time.',
  'Marketing lead. Coffee first, then campaigns.',
  'Support team lead. If something is broken, I want to hear about it.',
  'Frontend developer with a soft spot for accessibility.',
  'I run the finance desk: invoices, budgets and the quarterly close.',
  'Recruiter. Happy to talk about open roles any time.',
  'Data analyst turning order numbers into weekly reports.',
  'Project manager for the mobile app. Based in Lisbon.',
  'Sales manager for the Nordics. Usually on a train.',
  'Office manager and keeper of the meeting rooms calendar.',
  'QA engineer. I break things so our customers do not.',
  'Content writer for the blog and the help centre.',
  'Working on payments and checkout. Weekends are for hiking.',
  'Account manager for our larger customers in North America.',
  'Joined this year from a small agency. Still learning the ropes.',
  'Security and infrastructure. Please turn on two-factor sign-in.',
  'Part-time photographer, full-time operations lead.',
];

export const PROFILE_POSTS: readonly string[] = [
  'Shipped the new checkout flow today. Thanks to everyone who tested it over the weekend!',
  'Our team hit its quarterly target a week early. Drinks on Friday.',
  'Looking for volunteers to review the new onboarding guide before it goes live.',
  'Great workshop on customer interviews this morning. My notes are in the shared folder.',
  'First week in the new office. The view from the fourth floor is worth the stairs.',
  'Reminder: the support rota for the holidays is in the calendar. Swap slots by Thursday.',
  'We moved the weekly sync to Tuesdays at 10:00 so the Asia team can join.',
  'Three new product photos are up in the catalogue. Feedback welcome.',
  'Finished the migration to the new reporting database. Dashboards load twice as fast now.',
  'Heading to the trade fair in Berlin next week. Who wants a coffee there?',
  'The customer survey results are in: delivery times are what people ask about most.',
  'Wrote up what we learned from last month’s outage. Short read, worth it.',
  'Happy to welcome two new colleagues to the design team this Monday.',
  'Our blog post about faster invoices got more readers than any post this year.',
  'Cleaning up old tickets today. If yours is closed by mistake, just reopen it.',
  'The new returns policy starts on the first of the month. The FAQ is updated.',
  'Spent the afternoon pairing on the search page. It finds orders by phone number now.',
  'Thank you all for the birthday wishes and the cake!',
  'Planning the summer team day. Vote for a place in the poll by Friday.',
  'Packed 140 orders with the warehouse team today. Respect to everyone there.',
];

export const POST_COMMENTS: readonly string[] = [
  'Congratulations, well deserved!',
  'Thanks for sharing this.',
  'Great work, team.',
  'Count me in.',
  'Very helpful, thank you.',
  'Nice one! Let me know if you need a hand.',
  'Looks great. Can we talk about it on Monday?',
  'I added a few notes in the document.',
  'See you there!',
  'This made my day.',
  'Good point about the delivery times.',
  'Welcome aboard!',
  'Love the photos.',
  'Thanks for the reminder.',
  'I can help with the review this week.',
];

/** Sentences for the demo documents (text, Markdown, PDF, Word and the archives' files). */
export const DOCUMENT_SENTENCES: readonly string[] = [
  'The team agreed to release the new version at the end of the month.',
  'Customer feedback points to faster delivery as the top request.',
  'Marketing will prepare the launch e-mail and two blog posts.',
  'Support needs the updated help articles a week before the release.',
  'The budget for the next quarter stays within the approved limit.',
  'Open orders older than thirty days are reviewed every Monday.',
  'Invoices are sent on the first working day of each month.',
  'The warehouse moves to the new shelving system in two phases.',
  'Design will share the updated brand colours by Friday.',
  'All contracts are renewed automatically unless cancelled in writing.',
  'Payment is due within thirty days of the invoice date.',
  'Each party keeps the other party’s information confidential.',
  'The mobile app reached four and a half stars in the store.',
  'Returns are accepted within fourteen days of delivery.',
  'The next planning meeting is on Tuesday at ten o’clock.',
  'Sales grew by twelve percent compared with the same quarter last year.',
  'New team members get a buddy for their first two weeks.',
  'Please send questions about this document to the project lead.',
  'The office is closed on public holidays.',
  'We review this plan again at the end of the quarter.',
];

/** Words of faker's Latin filler; no seeded text may contain them (people-texts.test.ts). */
export const LOREM_PATTERN = /lorem|ipsum|dolor sit|consectetur|adipisci/i;
