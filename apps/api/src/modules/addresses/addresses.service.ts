// A user's own address book: only the owner ever reads or changes an address (others get 404).
// Exactly one address is the default once there is any.
import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import { ADDRESS_BOOK_MAX, type Address, type AddressInputSchema } from '@keel/contracts/addresses';
import type { Database } from '@keel/db/client';
import { addresses, type AddressRow } from '@keel/db/schema/addresses';
import type { z } from 'zod';
import { badRequest, notFound } from '../../shared/http-error.ts';

export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    receiver: row.receiver,
    phoneNumber: row.phoneNumber,
    address: row.address,
    city: row.city,
    state: row.state,
    country: row.country,
    zipCode: row.zipCode,
    addressType: row.addressType,
    isDefault: row.isDefault,
  } satisfies Address;
}

type AddressInput = z.output<typeof AddressInputSchema>;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export function createAddressesService(db: Database) {
  const mine = db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, sql.placeholder('userId')))
    .orderBy(desc(addresses.isDefault), asc(addresses.createdAt))
    .limit(ADDRESS_BOOK_MAX)
    .prepare('addresses_mine');
  const owned = db
    .select()
    .from(addresses)
    .where(
      and(eq(addresses.id, sql.placeholder('id')), eq(addresses.userId, sql.placeholder('userId'))),
    )
    .prepare('addresses_owned');

  async function clearOtherDefaults(tx: Tx, userId: string, keepId: string) {
    await tx
      .update(addresses)
      .set({ isDefault: false })
      .where(
        and(eq(addresses.userId, userId), ne(addresses.id, keepId), eq(addresses.isDefault, true)),
      );
  }

  /** After a delete or un-default, the oldest remaining address becomes the default. */
  async function ensureDefault(tx: Tx, userId: string) {
    const [current] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)))
      .limit(1);
    if (current) return;
    const [oldest] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(asc(addresses.createdAt))
      .limit(1);
    if (oldest)
      await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, oldest.id));
  }

  return {
    async list(userId: string): Promise<Address[]> {
      return (await mine.execute({ userId })).map(toAddress);
    },

    async find(userId: string, id: string): Promise<AddressRow> {
      const [row] = await owned.execute({ id, userId });
      if (!row) throw notFound('Address');
      return row;
    },

    async create(userId: string, input: AddressInput): Promise<Address> {
      return db.transaction(async (tx) => {
        const [existing] = await tx
          .select({ value: count() })
          .from(addresses)
          .where(eq(addresses.userId, userId));
        if ((existing?.value ?? 0) >= ADDRESS_BOOK_MAX)
          throw badRequest(`You can keep at most ${ADDRESS_BOOK_MAX} addresses`);
        const [row] = await tx
          .insert(addresses)
          .values({ ...input, userId })
          .returning();
        if (input.isDefault) await clearOtherDefaults(tx, userId, row!.id);
        await ensureDefault(tx, userId);
        const [fresh] = await tx.select().from(addresses).where(eq(addresses.id, row!.id));
        return toAddress(fresh!);
      });
    },

    async update(userId: string, id: string, patch: Partial<AddressInput>): Promise<Address> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(addresses)
          .set(patch)
          .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
          .returning();
        if (!row) throw notFound('Address');
        if (patch.isDefault) await clearOtherDefaults(tx, userId, id);
        await ensureDefault(tx, userId);
        const [fresh] = await tx.select().from(addresses).where(eq(addresses.id, id));
        return toAddress(fresh!);
      });
    },

    async remove(userId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const deleted = await tx
          .delete(addresses)
          .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
          .returning({ id: addresses.id });
        if (deleted.length === 0) throw notFound('Address');
        await ensureDefault(tx, userId);
      });
    },
  };
}

export type AddressesService = ReturnType<typeof createAddressesService>;
