// An invoice party's address as lines (sheet and form). Written left to right and isolated, so
// an Arabic page keeps "+1 415…" and "90210 Broadway…" whole.
import Typography from '@mui/material/Typography';
import type { InvoiceAddress } from '@keel/contracts/invoices';

export function InvoiceAddressLines({
  address,
  withCompany = false,
}: {
  address: InvoiceAddress;
  withCompany?: boolean;
}) {
  return (
    <>
      <Typography variant="subtitle2">
        <bdi>{address.name}</bdi>
      </Typography>
      {withCompany && address.company && address.company !== address.name && (
        <Typography variant="body2">
          <bdi>{address.company}</bdi>
        </Typography>
      )}
      <Typography variant="body2">
        <bdi>{address.address}</bdi>
      </Typography>
      <Typography variant="body2">
        <bdi dir="ltr">{address.email}</bdi>
      </Typography>
      {address.phone && (
        <Typography variant="body2">
          <bdi dir="ltr">{address.phone}</bdi>
        </Typography>
      )}
    </>
  );
}
