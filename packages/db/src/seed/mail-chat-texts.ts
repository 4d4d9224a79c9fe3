// Words for the mail and chat seeders: realistic workplace subjects, paragraphs and chat lines,
// so the demo inbox and conversations read like a team's, not like lorem ipsum.
export const MAIL_TOPICS: { subject: string; paragraphs: string[] }[] = [
  {
    subject: 'Quarterly planning notes',
    paragraphs: [
      "I put together the notes from this morning's planning session. The short version: we focus on onboarding and the billing rework, and push the reporting refresh to next quarter.",
      'Could you look through the list of owners and tell me if anything is missing before Friday?',
    ],
  },
  {
    subject: 'Design review on Thursday',
    paragraphs: [
      'The new dashboard layouts are ready for review. I have booked Thursday at 14:00 in the large meeting room, with a video link for everyone remote.',
      'Please bring your notes on the mobile navigation, that is where I expect most of the discussion.',
    ],
  },
  {
    subject: 'Invoice INV-2041 is overdue',
    paragraphs: [
      'Our records show that invoice INV-2041 passed its due date last week.',
      'If it has already been paid, please send me the transfer reference and I will update the ledger. Otherwise let me know if the terms need to change.',
    ],
  },
  {
    subject: 'Welcome aboard!',
    paragraphs: [
      'Welcome to the team! Your accounts are set up and your laptop is waiting at the front desk.',
      'On your first day you will meet your onboarding buddy, who will walk you through our tools and the way we work.',
    ],
  },
  {
    subject: 'Release 4.2 checklist',
    paragraphs: [
      'Release 4.2 goes out on Tuesday. The checklist is in the shared folder; every item needs an owner by Monday noon.',
      'Migration scripts have been tested on a copy of production. Rollback takes about four minutes.',
    ],
  },
  {
    subject: 'Customer feedback from Northwind',
    paragraphs: [
      'Northwind sent their feedback on the pilot. They love the kanban board and the calendar sync, but found the export options hard to discover.',
      'I suggest we add a short guide and revisit the export menu in the next sprint.',
    ],
  },
  {
    subject: 'Team offsite in May',
    paragraphs: [
      'We are planning a two-day offsite in May. The shortlist of venues is attached to the planning doc.',
      'Please fill in the availability poll by the end of the week so we can book.',
    ],
  },
  {
    subject: 'Budget approval needed',
    paragraphs: [
      'Finance needs your approval for the Q3 tooling budget before the 15th.',
      'The main line items are the monitoring upgrade and two additional design licences. Total is within the forecast.',
    ],
  },
  {
    subject: 'Security training reminder',
    paragraphs: [
      'A friendly reminder that the annual security training is due at the end of the month.',
      'It takes about 40 minutes and covers phishing, password managers and handling customer data.',
    ],
  },
  {
    subject: 'Interview loop for the backend role',
    paragraphs: [
      'We have three candidates for the backend role next week. I have added you to the system design interview for two of them.',
      'The scorecard template is the same as last time. Please submit feedback within 24 hours.',
    ],
  },
  {
    subject: 'Weekly metrics',
    paragraphs: [
      'Active users grew 4.1% week over week, and the checkout conversion held steady at 3.2%.',
      'Support tickets dropped after the password reset fix went out. Full charts are on the analytics dashboard.',
    ],
  },
  {
    subject: 'Contract renewal with Globex',
    paragraphs: [
      'Globex wants to renew for two years with a 5% discount on the premium plan.',
      'Legal has reviewed the draft and only flagged the data retention clause. Can we discuss tomorrow?',
    ],
  },
  {
    subject: 'New brand guidelines',
    paragraphs: [
      'The updated brand guidelines are live. The main changes are the refreshed colour palette and the new illustration style.',
      'Please use the new templates for any customer-facing material from now on.',
    ],
  },
  {
    subject: 'Incident report: API latency',
    paragraphs: [
      'Yesterday between 16:05 and 16:40 UTC, API latency rose to around two seconds for a quarter of requests.',
      'The cause was a missing index after a migration. It has been added and we are adding a check to the release pipeline.',
    ],
  },
  {
    subject: 'Lunch & learn: accessibility',
    paragraphs: [
      'Next Wednesday we are hosting a lunch and learn on accessibility in dashboards.',
      'We will cover keyboard navigation, contrast, and screen reader testing. Food is on us.',
    ],
  },
  {
    subject: 'Your order has shipped',
    paragraphs: [
      'Good news: your order of standing desks has shipped and should arrive within five working days.',
      'The carrier will call ahead to schedule the delivery slot.',
    ],
  },
  {
    subject: 'Holiday schedule',
    paragraphs: [
      'The office will be closed on the public holidays listed in the HR calendar.',
      'Support keeps an on-call rotation; please add yourself to at least one slot.',
    ],
  },
  {
    subject: 'Feedback on the onboarding flow',
    paragraphs: [
      'I tried the new onboarding flow on my phone. It is much faster than before, nice work.',
      'Two small things: the progress bar jumps on step three, and the skip link is hard to tap.',
    ],
  },
  {
    subject: 'Sprint 28 retrospective',
    paragraphs: [
      'Thanks everyone for the honest retro. What went well: pairing on the migration, and fewer meetings.',
      "To improve: we keep underestimating review time. Let's try smaller pull requests this sprint.",
    ],
  },
  {
    subject: 'Partnership proposal',
    paragraphs: [
      'Initech would like to integrate their scheduling tool with our calendar.',
      'They have a public API and a sandbox ready. I think it is worth a short call to understand their timeline.',
    ],
  },
  {
    subject: 'Office move update',
    paragraphs: [
      'The move to the new floor is planned for the first weekend of next month.',
      'Please pack your desk by Friday afternoon; boxes and labels are by the kitchen.',
    ],
  },
  {
    subject: 'Performance review cycle',
    paragraphs: [
      'The mid-year review cycle opens on Monday. Self reviews are due in two weeks.',
      'Managers will schedule one-on-ones shortly after. Reach out if you have questions about the new format.',
    ],
  },
  {
    subject: 'Data export request',
    paragraphs: [
      'A customer asked for a full export of their workspace data under their contract.',
      'Could you run the export script and share the archive through a signed link?',
    ],
  },
  {
    subject: 'Conference talk accepted',
    paragraphs: [
      'Great news: our talk on real-time dashboards was accepted for the autumn conference.',
      "Let's meet to outline the slides; I would like a live demo of chat and mail delivery.",
    ],
  },
  {
    subject: 'Newsletter: product updates',
    paragraphs: [
      'This month we shipped dark mode for every page, right-to-left layouts, and faster invoice PDFs.',
      'Coming next: file sharing with expiring links and a redesigned analytics dashboard.',
    ],
  },
  {
    subject: 'Community forum digest',
    paragraphs: [
      'The most discussed threads this week: custom themes, webhook retries, and self-hosting on a small VPS.',
      'Three new community guides were published; links are in the forum.',
    ],
  },
  {
    subject: 'Limited offer: 30% off premium',
    paragraphs: [
      'For a limited time, upgrade to premium and save 30% on your first year.',
      'Premium includes priority support, unlimited storage for attachments and advanced analytics.',
    ],
  },
  {
    subject: 'Question about the API limits',
    paragraphs: [
      'We are planning a nightly sync of around 80,000 records. Are there rate limits we should plan for?',
      'Happy to spread the load over a few hours if that helps.',
    ],
  },
  {
    subject: 'Hiring update',
    paragraphs: [
      'We closed two roles this month and opened one for a product designer.',
      'Referrals are always welcome; the bonus programme is still running.',
    ],
  },
  {
    subject: 'Roadmap draft for H2',
    paragraphs: [
      'Here is a first draft of the H2 roadmap. It is intentionally short: three themes, each with a measurable goal.',
      'Comments welcome directly in the document until next Wednesday.',
    ],
  },
];

/** Short answers for seeded replies ("Re: …"). */
export const MAIL_REPLIES: string[][] = [
  [
    'Thanks for the update, this all makes sense to me.',
    'I will go through the details tomorrow morning and come back to you if anything is unclear.',
  ],
  ['Sounds good. I have added it to my calendar.', 'Let me know if the time changes.'],
  [
    'Thanks! One question: do we already have an owner for the follow-up?',
    'If not, I am happy to take it.',
  ],
  ['Great news, thanks for sharing.', 'I have forwarded this to the rest of the team.'],
  ['I had a look and left a few comments in the document.', 'Nothing blocking, mostly wording.'],
  ['Works for me. Please go ahead.'],
  ['Could we move this to next week? This week is fully booked on my side.'],
  ['Thanks for the reminder, done!'],
];

export const MAIL_GREETINGS = [
  'Hi {name},',
  'Hello {name},',
  'Hey {name},',
  'Dear {name},',
  'Good morning {name},',
];
export const MAIL_SIGNOFFS = ['Best,', 'Thanks,', 'Cheers,', 'Kind regards,', 'Talk soon,'];

export const CHAT_LINES = [
  'Hey, do you have a minute?',
  "Sure, what's up?",
  'Can you review the new layout when you get a chance?',
  'Looks great! Just one comment on the spacing in the header.',
  'I pushed the fix, should be live in ten minutes.',
  'Thanks, that was quick 🙌',
  'Are we still on for the 3pm call?',
  "Yes, I'll send the link.",
  'Running five minutes late, sorry!',
  'No worries.',
  'Did you see the numbers from yesterday?',
  'Conversion is up again, nice.',
  'Could you share the deck from the client meeting?',
  'Sent it by mail just now.',
  'Lunch today?',
  'Sounds good, 12:30 at the usual place?',
  'The build is failing on main, looking into it.',
  'Found it, a flaky test. Re-running.',
  'Green again ✅',
  'Who owns the billing migration?',
  'I think Sam does, but let me check.',
  'Happy Friday everyone!',
  'Can we move our one-on-one to tomorrow?',
  'Of course, morning or afternoon?',
  'Morning works best for me.',
  'I left some comments on the pull request.',
  'Addressed all of them, can you take another look?',
  'Approved 👍',
  'The customer wants a demo next week.',
  'Tuesday or Wednesday would work for me.',
  "Let's do Wednesday at 10.",
  'Booked it.',
  'Is the staging server down for you too?',
  'Yes, ops is on it.',
  "It's back.",
  'What do you think of the new colour palette?',
  'I like it, the contrast is much better in dark mode.',
  'Reminder: timesheets are due today.',
  'Thanks for the heads-up!',
  'Great job on the release yesterday 🎉',
  'Thanks! It was a team effort.',
  'Do you have the login for the analytics tool?',
  "It's in the password manager under Analytics.",
  "I'll be out of office on Monday.",
  'Noted, enjoy the long weekend!',
  'Could you help me with the invoice template?',
  'Sure, send me what you have so far.',
  'On my way to the office now.',
  'Coffee?',
  'Always ☕',
];

export const GROUP_LINES = [
  'Morning team! Stand-up in 5.',
  'Quick update: the release notes are ready for review.',
  'Who can take the support rotation this weekend?',
  'I can do Saturday.',
  "I'll take Sunday.",
  'Thanks both!',
  'Reminder: demo day is on Friday.',
  'Please add your topics to the agenda.',
  'The new office snacks have arrived 🍪',
  'Great work this sprint, everyone.',
];
