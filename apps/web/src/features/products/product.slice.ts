// The seed's product slice: products, product, sortBy, checkout, loading, error, with its cart,
// step and totals transitions (rules in checkout-rules.ts). Injected lazily by the shop routes;
// redux-persist keeps sortBy and checkout in localStorage under "redux-product".
import {
  createAsyncThunk,
  createSlice,
  type PayloadAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import type { Address } from '@keel/contracts/addresses';
import type { Product, ProductSummary } from '@keel/contracts/products';
import { failureMessage } from '../../lib/http.ts';
import { fetchProduct, fetchProducts } from './product.api.ts';
import {
  addItem,
  applyDiscountTo,
  applyShippingTo,
  backStepOf,
  decrease,
  emptyCheckout,
  gotoStepOf,
  increase,
  nextStepOf,
  removeItem,
  replaceCart,
  type CartItem,
  type CheckoutState,
} from './checkout-rules.ts';

export const SORT_OPTIONS = ['featured', 'newest', 'priceDesc', 'priceAsc'] as const;
export type SortBy = (typeof SORT_OPTIONS)[number];

export interface ProductState {
  loading: boolean;
  error: string | null;
  products: ProductSummary[];
  product: Product | null;
  sortBy: SortBy;
  checkout: CheckoutState;
  /**
   * Whose checkout this is (persisted with it): another account signing in on the same browser
   * starts with an empty cart and no billing address (issue 19: it saw the last user's).
   */
  ownerId: string | null;
}

/** The session's sign-out (features/auth/session.slice.ts), matched by type: features never import each other. */
const SIGNED_OUT = 'session/loggedOut';

export const initialProductState: ProductState = {
  loading: false,
  error: null,
  products: [],
  product: null,
  sortBy: 'featured',
  checkout: emptyCheckout(),
  ownerId: null,
};

export const getProducts = createAsyncThunk(
  'product/getProducts',
  async (_: void, { rejectWithValue }) => {
    try {
      return (await fetchProducts()).products;
    } catch (failure) {
      // The seed logs a failed product fetch to the console.
      console.warn('product fetch failed', failure);
      return rejectWithValue(failureMessage(failure));
    }
  },
);

export const getProduct = createAsyncThunk(
  'product/getProduct',
  async (name: string, { rejectWithValue }) => {
    try {
      return (await fetchProduct(name)).product;
    } catch (failure) {
      console.warn('product fetch failed', failure);
      return rejectWithValue(failureMessage(failure));
    }
  },
);

export const productSlice = createSlice({
  name: 'product',
  initialState: initialProductState,
  reducers: {
    startLoading(state) {
      state.loading = true;
    },
    hasError(state, action: PayloadAction<string>) {
      state.loading = false;
      state.error = action.payload;
    },
    getProductsSuccess(state, action: PayloadAction<ProductSummary[]>) {
      state.loading = false;
      state.error = null;
      state.products = action.payload;
    },
    getProductSuccess(state, action: PayloadAction<Product>) {
      state.loading = false;
      state.error = null;
      state.product = action.payload;
    },
    sortByProducts(state, action: PayloadAction<SortBy>) {
      state.sortBy = action.payload;
    },
    getCart(state, action: PayloadAction<CartItem[]>) {
      state.checkout = replaceCart(state.checkout, action.payload);
    },
    addToCart(state, action: PayloadAction<CartItem>) {
      state.checkout = addItem(state.checkout, action.payload);
    },
    deleteCart(state, action: PayloadAction<string>) {
      state.checkout = removeItem(state.checkout, action.payload);
    },
    resetCart(state) {
      state.checkout = emptyCheckout();
    },
    backStep(state) {
      state.checkout = backStepOf(state.checkout);
    },
    nextStep(state) {
      state.checkout = nextStepOf(state.checkout);
    },
    gotoStep(state, action: PayloadAction<number>) {
      state.checkout = gotoStepOf(state.checkout, action.payload);
    },
    increaseQuantity(state, action: PayloadAction<string>) {
      state.checkout = increase(state.checkout, action.payload);
    },
    decreaseQuantity(state, action: PayloadAction<string>) {
      state.checkout = decrease(state.checkout, action.payload);
    },
    createBilling(state, action: PayloadAction<Address | null>) {
      state.checkout.billing = action.payload;
    },
    applyDiscount(state, action: PayloadAction<number>) {
      state.checkout = applyDiscountTo(state.checkout, action.payload);
    },
    applyShipping(state, action: PayloadAction<number>) {
      state.checkout = applyShippingTo(state.checkout, action.payload);
    },
    /** The signed-in account (or null): a checkout that belongs to someone else is emptied. */
    checkoutOwner(state, action: PayloadAction<string | null>) {
      if (state.ownerId === action.payload) return;
      state.checkout = emptyCheckout();
      state.ownerId = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(getProducts.pending, (state) => {
        state.loading = true;
      })
      .addCase(getProducts.fulfilled, (state, action) => {
        state.loading = false;
        state.error = null;
        state.products = action.payload;
      })
      .addCase(getProducts.rejected, (state, action) => {
        state.loading = false;
        state.error = (action.payload as string | undefined) ?? failureMessage(action.error);
      })
      .addCase(getProduct.pending, (state) => {
        state.loading = true;
        state.product = null;
      })
      .addCase(getProduct.fulfilled, (state, action) => {
        state.loading = false;
        state.error = null;
        state.product = action.payload;
      })
      .addCase(getProduct.rejected, (state, action) => {
        state.loading = false;
        state.error = (action.payload as string | undefined) ?? failureMessage(action.error);
      })
      .addMatcher(
        (action) => action.type === SIGNED_OUT,
        (state) => {
          state.checkout = emptyCheckout();
          state.ownerId = null;
        },
      );
  },
  selectors: {
    selectProducts: (state) => state.products,
    selectProduct: (state) => state.product,
    selectSortBy: (state) => state.sortBy,
    selectCheckout: (state) => state.checkout,
    selectProductLoading: (state) => state.loading,
    selectProductError: (state) => state.error,
  },
});

export const {
  startLoading,
  hasError,
  getProductsSuccess,
  getProductSuccess,
  sortByProducts,
  getCart,
  addToCart,
  deleteCart,
  resetCart,
  backStep,
  nextStep,
  gotoStep,
  increaseQuantity,
  decreaseQuantity,
  createBilling,
  applyDiscount,
  applyShipping,
  checkoutOwner,
} = productSlice.actions;

export type { CartItem, CheckoutState };
export type ProductSliceTyping = WithSlice<typeof productSlice>;
