// The address book and saved cards are one cache for the checkout and Account → Billing: a card
// saved through the mutation is in the list at once and the list is read again by its tag, with
// no refetch asked by hand; an address added or deleted reads the address book again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addressBookApi } from './address-book.api.ts';
import { makeStore } from './store.ts';

const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const card = (id: string, isDefault = false) => ({
  id,
  cardType: 'visa',
  last4: '4242',
  holderName: 'Jayvion Simon',
  expiry: '12/30',
  isDefault,
});
const address = (id: string) => ({ id, receiver: 'Jayvion Simon', isDefault: false });

describe('address book endpoints', () => {
  const fetchMock = vi.fn<typeof fetch>();
  // What the server holds; each test starts with one card and one address.
  let cards: ReturnType<typeof card>[] = [];
  let addresses: ReturnType<typeof address>[] = [];
  // Holds the cards' answer back while set, to see the list before it is read again.
  let cardsHeld: Promise<void> | null = null;
  beforeEach(() => {
    cardsHeld = null;
    cards = [card('c1', true)];
    addresses = [address('a1')];
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (url) => {
      const path = new URL(String(url), 'http://x').pathname;
      if (path === '/api/account/cards/new') {
        cards = [...cards, card('c2')];
        return answer({ card: card('c2') });
      }
      if (path === '/api/account/cards') {
        const shown = cards;
        await cardsHeld;
        return answer({ cards: shown });
      }
      if (path === '/api/account/addresses/new') {
        addresses = [...addresses, address('a2')];
        return answer({ address: address('a2') });
      }
      if (path === '/api/account/addresses/delete') {
        addresses = addresses.filter((entry) => entry.id !== 'a1');
        return answer({});
      }
      return answer({ addresses });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const reads = (path: string) =>
    fetchMock.mock.calls.filter(
      ([url, init]) =>
        init?.method !== 'POST' && new URL(String(url), 'http://x').pathname === path,
    ).length;

  it('a card saved (at checkout) is in the shared list (Billing’s) at once, then read again', async () => {
    const store = makeStore();
    const list = store.dispatch(addressBookApi.endpoints.savedCards.initiate(undefined));
    await list;
    const shown = () =>
      addressBookApi.endpoints.savedCards
        .select(undefined)(store.getState() as never)
        .data?.cards.map((entry) => entry.id);
    expect(shown()).toEqual(['c1']);

    let release = () => {};
    cardsHeld = new Promise((resolve) => (release = resolve));
    await store
      .dispatch(
        addressBookApi.endpoints.createSavedCard.initiate({
          body: {
            holderName: 'Jayvion Simon',
            number: '4242424242424242',
            expiry: '12/30',
            cvv: '123',
          },
        }),
      )
      .unwrap();
    // Patched from the answer while the list is being read again (its tag was invalidated).
    await vi.waitFor(() => expect(shown()).toEqual(['c1', 'c2']));
    await vi.waitFor(() => expect(reads('/api/account/cards')).toBe(2));
    // The new card shows while that read is still on its way.
    expect(
      addressBookApi.endpoints.savedCards.select(undefined)(store.getState() as never).status,
    ).toBe('pending');
    expect(shown()).toEqual(['c1', 'c2']);
    release();
    await vi.waitFor(() =>
      expect(
        addressBookApi.endpoints.savedCards.select(undefined)(store.getState() as never).status,
      ).toBe('fulfilled'),
    );
    expect(shown()).toEqual(['c1', 'c2']);
    list.unsubscribe();
  });

  it('an address added or deleted reads the address book again', async () => {
    const store = makeStore();
    const list = store.dispatch(addressBookApi.endpoints.addressBook.initiate(undefined));
    await list;
    const shown = () =>
      addressBookApi.endpoints.addressBook
        .select(undefined)(store.getState() as never)
        .data?.addresses.map((entry) => entry.id);

    await store
      .dispatch(
        addressBookApi.endpoints.createAddress.initiate({
          body: {
            receiver: 'Jayvion Simon',
            phoneNumber: '+1 555 0100',
            address: '1 Main St',
            city: 'Springfield',
            state: 'IL',
            zipCode: '62701',
            country: 'US',
            addressType: 'Home',
            isDefault: false,
          },
        }),
      )
      .unwrap();
    await vi.waitFor(() => expect(shown()).toEqual(['a1', 'a2']));

    await store
      .dispatch(addressBookApi.endpoints.deleteAddress.initiate({ body: { addressId: 'a1' } }))
      .unwrap();
    await vi.waitFor(() => expect(shown()).toEqual(['a2']));
    expect(reads('/api/account/addresses')).toBe(3);
    list.unsubscribe();
  });
});
