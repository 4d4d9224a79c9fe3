// The signed-in user's address book and saved cards (packages/contracts/src/addresses.routes.ts,
// payment-cards.routes.ts) as one RTK Query cache for the two features that show them: the
// checkout (features/products/checkout/) and Account → Billing (features/account/billing-*.tsx).
// It lives in lib/ because features do not import each other. Every write invalidates its whole
// tag ('Address', 'PaymentCard'; a refused one too, as the list may have changed meanwhile), which
// the public payment page's cards (features/site/site.api.ts) provide too, so a card saved at
// checkout shows everywhere.
import { addressRoutes } from '@keel/contracts/addresses.routes';
import type { PaymentCard } from '@keel/contracts/payment-cards';
import { paymentCardRoutes } from '@keel/contracts/payment-cards.routes';
import { api, mutationFor, queryFor, type MutationStarted } from './api.ts';

const cards = paymentCardRoutes.routes;
const addresses = addressRoutes.routes;

export const addressBookApi = api
  .enhanceEndpoints({ addTagTypes: ['Address', 'PaymentCard'] })
  .injectEndpoints({
    endpoints: (build) => ({
      addressBook: queryFor(build, addresses.list, { providesTags: ['Address'] }),
      createAddress: mutationFor(build, addresses.create, {
        invalidatesTags: ['Address'],
      }),
      // Only one default: the server clears the others, so the list is read again.
      updateAddress: mutationFor(build, addresses.update, {
        invalidatesTags: ['Address'],
      }),
      deleteAddress: mutationFor(build, addresses.remove, {
        invalidatesTags: ['Address'],
      }),
      savedCards: queryFor(build, cards.list, { providesTags: ['PaymentCard'] }),
      // The checkout selects the new card at once: it is added to the cached list as soon as the
      // server answers, then the list is read again (a new default changes the others).
      createSavedCard: mutationFor(build, cards.create, {
        invalidatesTags: ['PaymentCard'],
        onQueryStarted: addSavedCard,
      }),
      deleteSavedCard: mutationFor(build, cards.remove, {
        invalidatesTags: ['PaymentCard'],
      }),
    }),
  });

async function addSavedCard(
  ...[, { dispatch, queryFulfilled }]: Parameters<MutationStarted<typeof cards.create>>
): Promise<void> {
  let card: PaymentCard;
  try {
    ({ card } = (await queryFulfilled).data);
  } catch {
    return;
  }
  dispatch(
    addressBookApi.util.updateQueryData('savedCards', undefined, (draft) => {
      if (!draft.cards.some((known) => known.id === card.id)) draft.cards.push(card);
    }),
  );
}

export const {
  useAddressBookQuery,
  useCreateAddressMutation,
  useUpdateAddressMutation,
  useDeleteAddressMutation,
  useSavedCardsQuery,
  useCreateSavedCardMutation,
  useDeleteSavedCardMutation,
} = addressBookApi;
