// A folder tree of real documents, images and sounds for each demo account, a few files of
// other members, and shares, favourites and tags between them (docs/spec/pages.md#file-manager).
import { count, eq, inArray } from 'drizzle-orm';
import type { Faker } from '@faker-js/faker';
import { fileCategory, fileExtension } from '@keel/contracts/files';
import { fileFavorites, files, fileShares, fileTags } from '../schema/files.ts';
import { uploads } from '../schema/uploads.ts';
import { users } from '../schema/users.ts';
import { DEMO_ADMIN_EMAIL, DEMO_MEMBER_EMAIL } from './demo-accounts.ts';
import { docx, pdf, wav, xlsx, zip } from './file-contents.ts';
import { DOCUMENT_SENTENCES } from './people-texts.ts';
import type { SeedContext, Seeder } from './seed-context.ts';
import { readImages } from './seed-images.ts';

type Node =
  | { folder: string; children: Node[] }
  | { file: string; build: () => Buffer; tags?: string[]; favorite?: boolean };

const MIME: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
  wav: 'audio/wav',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  json: 'application/json',
  csv: 'text/csv',
  md: 'text/markdown',
  txt: 'text/plain',
};

function builders(faker: Faker) {
  const photos = readImages('photos');
  let photoIndex = 0;
  const sentence = () => faker.helpers.arrayElement(DOCUMENT_SENTENCES);
  const sentences = (length: number) => Array.from({ length }, sentence);
  const paragraph = () => sentences(faker.number.int({ min: 3, max: 5 })).join(' ');
  return {
    text: (lines: number) => () => Buffer.from(sentences(lines).join('\n')),
    markdown: (title: string) => () =>
      Buffer.from(
        `# ${title}\n\n${sentences(4)
          .map((line) => `- ${line}`)
          .join('\n')}\n\n${paragraph()}\n\n${paragraph()}\n`,
      ),
    csv: (rows: number) => () =>
      Buffer.from(
        [
          'date,description,category,amount',
          ...Array.from(
            { length: rows },
            () =>
              `${faker.date.past().toISOString().slice(0, 10)},"${faker.commerce.productName()}",${faker.commerce.department()},${faker.commerce.price()}`,
          ),
        ].join('\n'),
      ),
    json: () => () =>
      Buffer.from(
        JSON.stringify(
          {
            primary: '#3366FF',
            secondary: '#00AB55',
            accents: Array.from({ length: 4 }, () => faker.color.rgb()),
          },
          null,
          2,
        ),
      ),
    pdf: (title: string) => () => pdf(title, sentences(12)),
    docx: (title: string) => () => docx(title, Array.from({ length: 5 }, paragraph)),
    xlsx: (rows: number) => () =>
      xlsx([
        ['Item', 'Owner', 'Amount'],
        ...Array.from({ length: rows }, () => [
          faker.commerce.productName(),
          faker.person.fullName(),
          Number(faker.commerce.price()),
        ]),
      ]),
    zip: (names: string[]) => () =>
      zip(names.map((name) => ({ name, data: Buffer.from(`${paragraph()}\n\n${paragraph()}`) }))),
    wav: (seconds: number, notes: number[]) => () => wav(seconds, notes),
    photo: () => {
      const image = photos[photoIndex++ % photos.length]!;
      return () => image.data;
    },
  };
}

function adminTree(b: ReturnType<typeof builders>): Node[] {
  return [
    {
      folder: 'Documents',
      children: [
        {
          folder: 'Contracts',
          children: [
            {
              file: 'Keel service agreement.pdf',
              build: b.pdf('Keel service agreement'),
              tags: ['legal'],
            },
            {
              file: 'NDA - Northwind.pdf',
              build: b.pdf('Mutual non-disclosure agreement'),
              tags: ['legal'],
            },
            { file: 'Vendor contract 2025.docx', build: b.docx('Vendor contract') },
          ],
        },
        {
          folder: 'Invoices',
          children: [
            { file: 'INV-1990.pdf', build: b.pdf('Invoice INV-1990') },
            { file: 'INV-1991.pdf', build: b.pdf('Invoice INV-1991') },
            { file: 'Invoices summary.xlsx', build: b.xlsx(14), tags: ['finance'] },
          ],
        },
        { file: 'Meeting notes.md', build: b.markdown('Weekly sync'), favorite: true },
        {
          file: 'Quarterly report.docx',
          build: b.docx('Quarterly report'),
          tags: ['report', 'q3'],
          favorite: true,
        },
        { file: 'Roadmap.txt', build: b.text(12) },
      ],
    },
    {
      folder: 'Design',
      children: [
        {
          folder: 'Brand',
          children: [
            {
              file: 'Brand guidelines.pdf',
              build: b.pdf('Keel brand guidelines'),
              tags: ['brand'],
            },
            { file: 'Logo concepts.zip', build: b.zip(['logo-a.txt', 'logo-b.txt', 'notes.txt']) },
            { file: 'Palette.json', build: b.json() },
          ],
        },
        {
          folder: 'Mockups',
          children: [
            { file: 'Dashboard mockup.webp', build: b.photo(), tags: ['ui'] },
            { file: 'Mobile mockup.webp', build: b.photo(), tags: ['ui'] },
            { file: 'Landing hero.jpg', build: b.photo() },
          ],
        },
      ],
    },
    {
      folder: 'Photos',
      children: [
        {
          folder: 'Team offsite',
          children: [
            { file: 'Offsite day 1.webp', build: b.photo() },
            { file: 'Offsite day 2.webp', build: b.photo() },
            { file: 'Offsite dinner.jpg', build: b.photo(), favorite: true },
            { file: 'Hiking trip.webp', build: b.photo() },
          ],
        },
        { file: 'Cover ideas.webp', build: b.photo() },
      ],
    },
    {
      folder: 'Finance',
      children: [
        { file: 'Budget 2026.xlsx', build: b.xlsx(20), tags: ['finance', 'budget'] },
        { file: 'Expenses Q1.csv', build: b.csv(30) },
        { file: 'Expenses Q2.csv', build: b.csv(30) },
        { file: 'Payroll.xlsx', build: b.xlsx(12) },
      ],
    },
    {
      folder: 'Audio',
      children: [
        { file: 'Standup recording.wav', build: b.wav(2, [220, 277, 330]) },
        { file: 'Notification jingle.wav', build: b.wav(1, [523, 659, 784]) },
      ],
    },
    {
      folder: 'Archive',
      children: [
        { file: 'Old website.zip', build: b.zip(['index.txt', 'about.txt', 'contact.txt']) },
        { file: 'Backups 2024.zip', build: b.zip(['january.txt', 'february.txt']) },
      ],
    },
    { file: 'Welcome to Keel.pdf', build: b.pdf('Welcome to Keel'), favorite: true },
    { file: 'Todo.txt', build: b.text(8) },
    { file: 'Contacts.csv', build: b.csv(25) },
  ];
}

function memberTree(b: ReturnType<typeof builders>): Node[] {
  return [
    {
      folder: 'Projects',
      children: [
        {
          folder: 'Website redesign',
          children: [
            { file: 'Wireframe home.webp', build: b.photo(), tags: ['ui'] },
            { file: 'Wireframe pricing.webp', build: b.photo(), tags: ['ui'] },
            { file: 'Spec.docx', build: b.docx('Website redesign spec'), favorite: true },
            { file: 'Feedback.md', build: b.markdown('Feedback round 1') },
          ],
        },
        {
          folder: 'Mobile app',
          children: [
            { file: 'User flows.pdf', build: b.pdf('Mobile app user flows') },
            { file: 'Screens.zip', build: b.zip(['login.txt', 'home.txt', 'settings.txt']) },
            { file: 'Icon set.jpg', build: b.photo() },
          ],
        },
      ],
    },
    {
      folder: 'Research',
      children: [
        { file: 'Interview notes.docx', build: b.docx('Customer interviews'), tags: ['research'] },
        { file: 'Survey results.xlsx', build: b.xlsx(18), tags: ['research'] },
        { file: 'Personas.pdf', build: b.pdf('Personas') },
        { file: 'Survey raw.csv', build: b.csv(40) },
      ],
    },
    {
      folder: 'Inspiration',
      children: [
        { file: 'Mountains.webp', build: b.photo(), favorite: true },
        { file: 'Dusk.webp', build: b.photo() },
        { file: 'Coastline.webp', build: b.photo() },
        { file: 'Desert.jpg', build: b.photo() },
        { file: 'Valley.webp', build: b.photo() },
      ],
    },
    {
      folder: 'Design system',
      children: [
        { file: 'Tokens.json', build: b.json(), tags: ['ui'] },
        { file: 'Components.pdf', build: b.pdf('Component library') },
        { file: 'Changelog.md', build: b.markdown('Design system changelog') },
        { file: 'Icons.zip', build: b.zip(['arrow.txt', 'check.txt', 'close.txt']) },
      ],
    },
    {
      folder: 'Receipts',
      children: [
        { file: 'Travel.csv', build: b.csv(12) },
        { file: 'Software.csv', build: b.csv(8) },
        { file: 'Hardware.xlsx', build: b.xlsx(6) },
      ],
    },
    { folder: 'Music', children: [{ file: 'Focus loop.wav', build: b.wav(2, [196, 247, 294]) }] },
    { file: 'Resume.pdf', build: b.pdf("Lucian O'Brien - Resume") },
    { file: 'Portfolio.pdf', build: b.pdf('Portfolio'), favorite: true },
    { file: 'Ideas.txt', build: b.text(10) },
  ];
}

interface Created {
  id: string;
  name: string;
  favorite: boolean;
}

async function plant(
  context: SeedContext,
  ownerId: string,
  nodes: Node[],
  parentId: string | null,
  created: Map<string, Created>,
): Promise<void> {
  const { db, faker, now, storeContent } = context;
  for (const node of nodes) {
    const createdAt = faker.date.past({ years: 1.5, refDate: now });
    const updatedAt = faker.date.between({ from: createdAt, to: now });
    if ('folder' in node) {
      const [row] = await db
        .insert(files)
        .values({
          ownerId,
          parentId,
          name: node.folder,
          isFolder: true,
          type: 'folder',
          category: 'folder',
          size: 0,
          createdAt,
          updatedAt,
        })
        .returning({ id: files.id });
      created.set(node.folder, { id: row!.id, name: node.folder, favorite: false });
      await plant(context, ownerId, node.children, row!.id, created);
      continue;
    }
    const data = node.build();
    const extension = fileExtension(node.file);
    const [upload] = await db
      .insert(uploads)
      .values({
        ownerId,
        sha256: await storeContent(data),
        name: node.file,
        size: data.length,
        type: MIME[extension] ?? 'application/octet-stream',
        isPublic: false,
        createdAt,
      })
      .returning({ id: uploads.id });
    const [row] = await db
      .insert(files)
      .values({
        ownerId,
        parentId,
        name: node.file,
        type: extension,
        category: fileCategory(node.file),
        size: data.length,
        uploadId: upload!.id,
        createdAt,
        updatedAt,
      })
      .returning({ id: files.id });
    created.set(node.file, { id: row!.id, name: node.file, favorite: Boolean(node.favorite) });
    if (node.tags?.length)
      await db.insert(fileTags).values(node.tags.map((tag) => ({ fileId: row!.id, tag })));
    if (node.favorite) await db.insert(fileFavorites).values({ fileId: row!.id, userId: ownerId });
  }
}

export const filesSeeder: Seeder = {
  name: 'files',
  async run(context) {
    const { db, faker } = context;
    const [existing] = await db.select({ value: count() }).from(files);
    if ((existing?.value ?? 0) > 0) return;
    const demo = await db
      .select()
      .from(users)
      .where(inArray(users.email, [DEMO_ADMIN_EMAIL, DEMO_MEMBER_EMAIL]));
    const admin = demo.find((user) => user.email === DEMO_ADMIN_EMAIL);
    const member = demo.find((user) => user.email === DEMO_MEMBER_EMAIL);
    if (!admin || !member) return;
    const b = builders(faker);

    const adminFiles = new Map<string, Created>();
    const memberFiles = new Map<string, Created>();
    await plant(context, admin.id, adminTree(b), null, adminFiles);
    await plant(context, member.id, memberTree(b), null, memberFiles);

    const share = (fileId: string | undefined, userId: string, permission: 'view' | 'edit') =>
      fileId ? db.insert(fileShares).values({ fileId, userId, permission }) : undefined;
    await share(adminFiles.get('Brand')?.id, member.id, 'edit');
    await share(adminFiles.get('Quarterly report.docx')?.id, member.id, 'view');
    await share(memberFiles.get('Website redesign')?.id, admin.id, 'view');
    await share(memberFiles.get('Personas.pdf')?.id, admin.id, 'edit');

    // A few colleagues share their own documents with the demo accounts.
    const colleagues = (await db.select().from(users).where(eq(users.status, 'active'))).filter(
      (user) => user.id !== admin.id && user.id !== member.id,
    );
    for (const colleague of faker.helpers.arrayElements(colleagues, 4)) {
      const own = new Map<string, Created>();
      const title = `${faker.commerce.department()} plan`;
      await plant(
        context,
        colleague.id,
        [
          {
            folder: `${colleague.firstName}'s shared docs`,
            children: [
              { file: `${title}.pdf`, build: b.pdf(title) },
              { file: 'Numbers.xlsx', build: b.xlsx(10) },
              { file: 'Snapshot.webp', build: b.photo() },
            ],
          },
        ],
        null,
        own,
      );
      const folder = own.get(`${colleague.firstName}'s shared docs`);
      await share(folder?.id, admin.id, faker.helpers.arrayElement(['view', 'edit'] as const));
      await share(folder?.id, member.id, 'view');
    }
  },
};
