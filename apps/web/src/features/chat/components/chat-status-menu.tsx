// My avatar at the top of the left column, with the status I choose for others to see:
// Online, Away, Busy or Invisible (POST /api/chat/status).
import ButtonBase from '@mui/material/ButtonBase';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useSnackbar } from 'notistack';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactStatus } from '@keel/contracts/chat';
import { failureMessage } from '../../../lib/http.ts';
import type { Presence } from '../chat.api.ts';
import { useSetChatStatusMutation } from '../chat.endpoints.ts';
import { ChatAvatar, StatusDot } from './chat-avatar.tsx';

const CHOICES: Presence[] = ['online', 'away', 'busy', 'invisible'];
const shown = (presence: Presence): ContactStatus =>
  presence === 'invisible' ? 'offline' : presence;

export function ChatStatusMenu({
  name,
  avatar,
  presence: initial,
}: {
  name: string;
  avatar: string | null;
  presence: Presence;
}) {
  const { t } = useTranslation('chat');
  const { enqueueSnackbar } = useSnackbar();
  const [presence, setPresence] = useState<Presence>(initial);
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLButtonElement>(null);
  const [saveStatus] = useSetChatStatusMutation();

  async function choose(next: Presence) {
    setOpen(false);
    const previous = presence;
    setPresence(next);
    try {
      await saveStatus({ body: { status: next } }).unwrap();
    } catch (failure) {
      setPresence(previous);
      enqueueSnackbar(failureMessage(failure), { variant: 'error' });
    }
  }

  return (
    <>
      <ButtonBase
        ref={anchor}
        onClick={() => setOpen(true)}
        aria-haspopup="menu"
        aria-label={t('status.label', { status: t(`status.${presence}`) })}
        sx={{ borderRadius: '50%' }}
      >
        <ChatAvatar name={name} src={avatar} status={shown(presence)} size={48} />
      </ButtonBase>
      <Menu anchorEl={anchor.current} open={open} onClose={() => setOpen(false)}>
        {CHOICES.map((choice) => (
          <MenuItem key={choice} selected={choice === presence} onClick={() => void choose(choice)}>
            <ListItemIcon>
              <StatusDot status={shown(choice)} />
            </ListItemIcon>
            {t(`status.${choice}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
