// One contact message in the inbox: sender, subject with a snippet, received, status. Unread
// rows are bold; a click opens the message.
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ContactMessage } from '@keel/contracts/contact-inbox';
import { Label } from '../../components/label/label.tsx';
import { useFormatters } from '../../lib/formatters.ts';

interface Props {
  message: ContactMessage;
  selected: boolean;
  onSelect: () => void;
  onOpen: () => void;
}

export function ContactMessageRow({ message, selected, onSelect, onOpen }: Props) {
  const { t } = useTranslation('contact-inbox');
  const format = useFormatters();
  const weight = message.isRead ? 400 : 700;
  return (
    <TableRow
      hover
      selected={selected}
      onClick={onOpen}
      sx={{ cursor: 'pointer' }}
      data-testid="contact-row"
      data-unread={!message.isRead || undefined}
    >
      <TableCell padding="checkbox" onClick={(event) => event.stopPropagation()}>
        <Checkbox
          checked={selected}
          onChange={onSelect}
          slotProps={{ input: { 'aria-label': t('select', { name: message.name }) } }}
        />
      </TableCell>
      <TableCell>
        <Typography variant="body2" sx={{ fontWeight: weight }} noWrap>
          {message.name}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="p">
          {message.email}
        </Typography>
      </TableCell>
      <TableCell sx={{ maxWidth: 480 }}>
        <Box
          component="button"
          type="button"
          onClick={(event: React.MouseEvent) => {
            event.stopPropagation();
            onOpen();
          }}
          sx={{
            all: 'unset',
            display: 'block',
            cursor: 'pointer',
            width: 1,
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
          }}
        >
          <Typography variant="body2" sx={{ fontWeight: weight }} noWrap>
            {message.subject}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap component="p">
            {message.message}
          </Typography>
        </Box>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.dateTime(message.createdAt)}</TableCell>
      <TableCell>
        {message.repliedAt ? (
          <Label color="success">{t('status.replied')}</Label>
        ) : message.isRead ? (
          <Label>{t('status.read')}</Label>
        ) : (
          <Label color="info">{t('status.unread')}</Label>
        )}
      </TableCell>
    </TableRow>
  );
}
