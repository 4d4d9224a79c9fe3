// "To": Keel users by name or e-mail (autocomplete), shown as chips; any typed address can be
// added too (Enter, comma or leaving the field) and is checked when sending.
import Autocomplete from '@mui/material/Autocomplete';
import { Avatar } from '../../../components/avatar.tsx';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MailPerson } from '@keel/contracts/mail';
import { useDebounce } from '../../../lib/use-debounce.ts';
import { useMailRecipientsQuery } from '../mail.endpoints.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface RecipientsFieldProps {
  value: string[];
  onChange: (emails: string[]) => void;
  /** Names for addresses already known (a loaded draft). */
  known?: MailPerson[];
  error?: string;
  autoFocus?: boolean;
  /** "To" unless given (Cc, Bcc). */
  label?: string;
}

export function RecipientsField({
  value,
  onChange,
  known = [],
  error,
  autoFocus,
  label,
}: RecipientsFieldProps) {
  const { t } = useTranslation('mail');
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<MailPerson[]>([]);
  const people = useRef(new Map<string, MailPerson>(known.map((person) => [person.email, person])));

  const typed = useDebounce(input.trim(), 250);
  const { currentData } = useMailRecipientsQuery({ query: { q: typed } });
  useEffect(() => {
    if (!currentData) return;
    for (const person of currentData.recipients) people.current.set(person.email, person);
    setOptions(currentData.recipients);
  }, [currentData]);

  const add = (text: string) => {
    const parts = text
      .split(/[\s,;]+/)
      .map((part) => part.trim().toLowerCase())
      .filter(Boolean);
    if (parts.length === 0) return;
    onChange([...new Set([...value, ...parts])]);
    setInput('');
  };

  return (
    <Autocomplete<MailPerson | string, true, false, true>
      multiple
      freeSolo
      filterSelectedOptions
      options={options.filter((person) => !value.includes(person.email))}
      filterOptions={(items) => items}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.email)}
      value={value}
      inputValue={input}
      onInputChange={(_, text, reason) => {
        if (reason === 'reset') return;
        if (/[,;]$/.test(text)) add(text);
        else setInput(text);
      }}
      onChange={(_, next) => {
        onChange([
          ...new Set(
            next
              .map((item) => (typeof item === 'string' ? item.trim().toLowerCase() : item.email))
              .filter(Boolean),
          ),
        ]);
        setInput('');
      }}
      renderOption={({ key, ...props }, option) => {
        if (typeof option === 'string') return null;
        return (
          <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.5 }}>
            <Avatar src={option.avatar ?? undefined} alt="" sx={{ width: 28, height: 28 }}>
              {option.name.charAt(0)}
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" noWrap>
                {option.name}
              </Typography>
              <Typography variant="caption" color="text.secondary" noWrap>
                {option.email}
              </Typography>
            </Box>
          </Box>
        );
      }}
      renderValue={(emails, getItemProps) =>
        emails.map((item, index) => {
          const email = typeof item === 'string' ? item : item.email;
          const person = people.current.get(email);
          const { key, ...itemProps } = getItemProps({ index });
          return (
            <Chip
              key={key}
              {...itemProps}
              size="small"
              label={person?.name ?? email}
              title={email}
              color={EMAIL.test(email) ? 'default' : 'error'}
              avatar={
                person ? (
                  <Avatar src={person.avatar ?? undefined} alt="">
                    {person.name.charAt(0)}
                  </Avatar>
                ) : undefined
              }
            />
          );
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          variant="standard"
          label={label ?? t('compose.to')}
          autoFocus={autoFocus}
          error={Boolean(error)}
          helperText={error}
          onBlur={() => add(input)}
        />
      )}
    />
  );
}
