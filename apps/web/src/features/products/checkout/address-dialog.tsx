// "Add new address" (docs/spec/pages.md#account Address dialog, used at checkout): every field required.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { AddressInputSchema, type Address, type AddressInput } from '@keel/contracts/addresses';
import {
  ADDRESS_FIELDS,
  AddressFields,
  EMPTY_ADDRESS,
} from '../../../components/form/address-fields.tsx';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { useCreateAddressMutation } from '../../../lib/address-book.api.ts';

export function AddressDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (address: Address) => void;
}) {
  const { t } = useTranslation('products');
  const [createAddress] = useCreateAddressMutation();
  const methods = useForm<AddressInput, unknown, z.output<typeof AddressInputSchema>>({
    resolver: zodResolver(AddressInputSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: EMPTY_ADDRESS,
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('address.new')}
      titleId="address-dialog-title"
      maxWidth="sm"
      methods={methods}
      empty={EMPTY_ADDRESS}
      serverFields={ADDRESS_FIELDS}
      // The address book is read again (the mutation invalidates it), here and on Account → Billing.
      save={async (values) => (await createAddress({ body: values }).unwrap()).address}
      onSaved={onCreated}
      cancelLabel={t('cancel')}
      submitLabel={t('address.deliver')}
    >
      <AddressFields
        labels={{
          type: t('address.type'),
          types: { Home: t('address.types.Home'), Office: t('address.types.Office') },
          receiver: t('address.receiver'),
          phoneNumber: t('address.phone'),
          address: t('address.address'),
          city: t('address.city'),
          state: t('address.state'),
          zipCode: t('address.zip'),
          country: t('address.country'),
          useAsDefault: t('address.useAsDefault'),
        }}
      />
    </FormDialog>
  );
}
