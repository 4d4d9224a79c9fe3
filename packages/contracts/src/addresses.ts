// The signed-in user's address book (docs/spec/pages.md#data-shapes Address; docs/spec/pages.md#account Billing tab, docs/spec/pages.md#checkout checkout).
import { z } from 'zod';
import { IdSchema, requiredString } from './common.ts';

export const ADDRESS_TYPES = ['Home', 'Office'] as const;

export const AddressMessages = {
  receiverRequired: 'Full name is required',
  phoneRequired: 'Phone number is required',
  addressRequired: 'Address is required',
  cityRequired: 'Town/City is required',
  stateRequired: 'State is required',
  countryRequired: 'Country is required',
  zipRequired: 'Zip code is required',
} as const;

export const AddressSchema = z.object({
  id: z.string(),
  receiver: z.string(),
  phoneNumber: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  zipCode: z.string(),
  addressType: z.enum(ADDRESS_TYPES),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof AddressSchema>;

const tooLong = (label: string, max: number) => ({
  max,
  message: `${label} must be at most ${max} characters`,
});

// No defaults here: an update's partial must leave absent fields alone.
const AddressFieldsSchema = z.object({
  receiver: requiredString(AddressMessages.receiverRequired, tooLong('Full name', 100)),
  phoneNumber: requiredString(AddressMessages.phoneRequired, tooLong('Phone number', 30)),
  address: requiredString(AddressMessages.addressRequired, tooLong('Address', 200)),
  city: requiredString(AddressMessages.cityRequired, tooLong('Town/City', 100)),
  state: requiredString(AddressMessages.stateRequired, tooLong('State', 100)),
  country: requiredString(AddressMessages.countryRequired, tooLong('Country', 100)),
  zipCode: requiredString(AddressMessages.zipRequired, tooLong('Zip code', 20)),
  addressType: z.enum(ADDRESS_TYPES),
  isDefault: z.boolean(),
});
export const AddressInputSchema = AddressFieldsSchema.extend({
  addressType: AddressFieldsSchema.shape.addressType.default('Home'),
  isDefault: AddressFieldsSchema.shape.isDefault.default(false),
});
export type AddressInput = z.input<typeof AddressInputSchema>;

export const AddressUpdateBodySchema = z.object({
  addressId: IdSchema,
  address: AddressFieldsSchema.partial(),
});
export const AddressDeleteBodySchema = z.object({ addressId: IdSchema });

export const AddressListResponseSchema = z.object({ addresses: z.array(AddressSchema) });
export const AddressResponseSchema = z.object({ address: AddressSchema });

/** Most addresses one user may keep. */
export const ADDRESS_BOOK_MAX = 50;
