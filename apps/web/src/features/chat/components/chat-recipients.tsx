// Compose: "To:" with the contacts (one makes a one-to-one conversation, several a group).
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Contact } from '@keel/contracts/chat';
import { ChatAvatar } from './chat-avatar.tsx';

export function ChatRecipients({
  contacts,
  value,
  onChange,
}: {
  contacts: Contact[];
  value: Contact[];
  onChange: (contacts: Contact[]) => void;
}) {
  const { t } = useTranslation('chat');
  return (
    <Box
      sx={{
        px: 2,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        display: 'flex',
        alignItems: 'center',
        gap: 1,
      }}
    >
      <Typography
        variant="subtitle2"
        color="text.secondary"
        component="label"
        htmlFor="chat-recipients"
      >
        {t('compose.to')}
      </Typography>
      <Autocomplete
        multiple
        fullWidth
        id="chat-recipients"
        options={contacts}
        value={value}
        onChange={(_, next) => onChange(next)}
        getOptionLabel={(contact) => contact.name}
        isOptionEqualToValue={(option, selected) => option.id === selected.id}
        filterSelectedOptions
        renderOption={({ key, ...props }, contact) => (
          <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.5 }}>
            <ChatAvatar
              name={contact.name}
              src={contact.avatar}
              status={contact.status}
              size={32}
            />
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" noWrap>
                {contact.name}
              </Typography>
              <Typography variant="caption" color="text.secondary" noWrap>
                {contact.email}
              </Typography>
            </Box>
          </Box>
        )}
        renderValue={(selected, getItemProps) =>
          selected.map((contact, index) => {
            const { key, ...props } = getItemProps({ index });
            return <Chip key={key} {...props} size="small" label={contact.name} />;
          })
        }
        renderInput={(params) => (
          <TextField
            {...params}
            variant="standard"
            placeholder={value.length === 0 ? t('compose.placeholder') : undefined}
            slotProps={{ htmlInput: { ...params.inputProps, 'aria-label': t('compose.to') } }}
          />
        )}
      />
    </Box>
  );
}
