// ~50 realistic team members plus the two demo accounts.
import { count } from 'drizzle-orm';
import { slugify } from '@keel/contracts/slug';
import { users, type NewUserRow } from '../schema/users.ts';
import { DEMO_ADMIN_EMAIL, DEMO_MANAGER_EMAIL, DEMO_MEMBER_EMAIL } from './demo-accounts.ts';
import { ABOUT_TEXTS } from './people-texts.ts';

// The generated person at this index is the demo Manager (the faker stream stays the same).
const MANAGER_INDEX = 2;
import type { Seeder } from './seed-context.ts';

export const SEEDED_USER_COUNT = 50;

export const usersSeeder: Seeder = {
  name: 'users',
  async run({ db, faker, now, demoPasswordHash }) {
    const [existing] = await db.select({ value: count() }).from(users);
    if ((existing?.value ?? 0) > 0) return;

    const rows: NewUserRow[] = [
      {
        slug: 'jaydon-frankie',
        firstName: 'Jaydon',
        lastName: 'Frankie',
        displayName: 'Jaydon Frankie',
        email: DEMO_ADMIN_EMAIL,
        passwordHash: demoPasswordHash,
        role: 'admin',
        jobTitle: 'Engineering manager',
        company: 'Keel',
        country: 'United States',
        state: 'California',
        city: 'San Francisco',
        address: '90210 Broadway Blvd',
        zipCode: '94116',
        phoneNumber: '+1 415-555-0142',
        about: 'Runs the Keel demo workspace.',
        isVerified: true,
        plan: 'premium',
        createdAt: new Date(now.getTime() - 540 * 86_400_000),
      },
      {
        slug: 'lucian-obrien',
        firstName: 'Lucian',
        lastName: "O'Brien",
        displayName: "Lucian O'Brien",
        email: DEMO_MEMBER_EMAIL,
        passwordHash: demoPasswordHash,
        role: 'member',
        jobTitle: 'Product designer',
        company: 'Keel',
        country: 'Ireland',
        state: 'Leinster',
        city: 'Dublin',
        address: '12 Grafton Street',
        zipCode: 'D02 X285',
        phoneNumber: '+353 1 555 0199',
        about: 'Designs the screens you are looking at.',
        isVerified: true,
        plan: 'starter',
        createdAt: new Date(now.getTime() - 500 * 86_400_000),
      },
    ];

    const usedSlugs = new Set(rows.map((row) => row.slug));
    for (let index = 0; index < SEEDED_USER_COUNT; index += 1) {
      const firstName = faker.person.firstName();
      const lastName = faker.person.lastName();
      const displayName = `${firstName} ${lastName}`;
      let slug = slugify(displayName);
      while (usedSlugs.has(slug))
        slug = `${slug}-${faker.string.alphanumeric({ length: 3, casing: 'lower' })}`;
      usedSlugs.add(slug);
      const fakeEmail = (isManager: boolean) => {
        const email = faker.internet
          .email({ firstName, lastName, provider: 'example.com' })
          .toLowerCase();
        return isManager ? DEMO_MANAGER_EMAIL : email;
      };
      rows.push({
        slug,
        firstName,
        lastName,
        displayName,
        email: fakeEmail(index === MANAGER_INDEX),
        passwordHash: demoPasswordHash,
        role: index === MANAGER_INDEX ? 'manager' : index < MANAGER_INDEX ? 'admin' : 'member',
        jobTitle: faker.person.jobTitle(),
        company: faker.company.name(),
        country: faker.location.country(),
        state: faker.location.state(),
        city: faker.location.city(),
        address: faker.location.streetAddress(),
        zipCode: faker.location.zipCode(),
        phoneNumber: faker.phone.number({ style: 'international' }),
        about: faker.helpers.arrayElement(ABOUT_TEXTS),
        isPublic: faker.datatype.boolean(0.8),
        isVerified: faker.datatype.boolean(0.7),
        status: faker.datatype.boolean(0.9) ? 'active' : 'banned',
        plan: faker.helpers.arrayElement(['basic', 'starter', 'premium'] as const),
        presence: faker.helpers.arrayElement(['online', 'away', 'busy', 'invisible'] as const),
        lastActivity: faker.date.recent({ days: 10, refDate: now }),
        createdAt: faker.date.past({ years: 1.5, refDate: now }),
      });
    }
    // The demo Manager signs in like the other demo accounts: active and verified.
    const manager = rows.find((row) => row.email === DEMO_MANAGER_EMAIL);
    if (manager) Object.assign(manager, { status: 'active', isVerified: true });
    await db.insert(users).values(rows);
  },
};
