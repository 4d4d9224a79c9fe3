// The open mail's toolbar: back to its list, star, important, labels (a menu of the custom
// labels), reply (focuses the reply box) and ⋮ (mark unread, archive, delete, spam, restore;
// each leaves the mail once done).
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import LabelImportantOutlined from '@mui/icons-material/LabelImportantOutlined';
import LabelImportantRounded from '@mui/icons-material/LabelImportantRounded';
import LabelOutlined from '@mui/icons-material/LabelOutlined';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import ReplyRounded from '@mui/icons-material/ReplyRounded';
import StarBorderRounded from '@mui/icons-material/StarBorderRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Mail, MailLabel } from '@keel/contracts/mail';
import { RouterLink } from '../../../components/router-link.tsx';
import type { MailActions } from '../use-mail-actions.ts';

export function MailDetailsToolbar({
  mail,
  back,
  customLabels,
  actions,
  myEmail,
  onToggleLabel,
  onReply,
  onLeave,
}: {
  mail: Mail;
  /** The list the mail was opened from. */
  back: string;
  customLabels: MailLabel[];
  actions: MailActions;
  myEmail: string | undefined;
  onToggleLabel: (labelId: string) => void;
  onReply: () => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation('mail');
  const [menu, setMenu] = useState<null | 'more' | 'labels'>(null);
  const anchor = useRef<HTMLButtonElement>(null);
  const labelsAnchor = useRef<HTMLButtonElement>(null);
  const act = async (action: () => Promise<boolean>, leave: boolean) => {
    setMenu(null);
    if ((await action()) && leave) onLeave();
  };

  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        px: 1,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Tooltip title={t('details.back')}>
        <IconButton
          component={RouterLink}
          to={{ pathname: back, search: window.location.search }}
          aria-label={t('details.back')}
        >
          <ArrowBackRounded
            sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }}
          />
        </IconButton>
      </Tooltip>
      <Box sx={{ flexGrow: 1 }} />
      <Tooltip title={mail.isStarred ? t('actions.unstar') : t('actions.star')}>
        <IconButton
          aria-label={mail.isStarred ? t('actions.unstar') : t('actions.star')}
          aria-pressed={mail.isStarred}
          onClick={() => actions.change([mail.id], { isStarred: !mail.isStarred })}
          sx={{ color: mail.isStarred ? 'warning.main' : undefined }}
        >
          {mail.isStarred ? <StarRounded /> : <StarBorderRounded />}
        </IconButton>
      </Tooltip>
      <Tooltip title={mail.isImportant ? t('actions.notImportant') : t('actions.important')}>
        <IconButton
          aria-label={mail.isImportant ? t('actions.notImportant') : t('actions.important')}
          aria-pressed={mail.isImportant}
          onClick={() => actions.change([mail.id], { isImportant: !mail.isImportant })}
          sx={{ color: mail.isImportant ? 'warning.main' : undefined }}
        >
          {mail.isImportant ? <LabelImportantRounded /> : <LabelImportantOutlined />}
        </IconButton>
      </Tooltip>
      <Tooltip title={t('details.labels')}>
        <IconButton
          ref={labelsAnchor}
          aria-label={t('details.labels')}
          aria-haspopup="menu"
          onClick={() => setMenu('labels')}
        >
          <LabelOutlined />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('details.reply')}>
        <IconButton aria-label={t('details.reply')} onClick={onReply}>
          <ReplyRounded
            sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }}
          />
        </IconButton>
      </Tooltip>
      <IconButton
        ref={anchor}
        aria-label={t('details.more')}
        aria-haspopup="menu"
        onClick={() => setMenu('more')}
      >
        <MoreVertRounded />
      </IconButton>
      <Menu anchorEl={labelsAnchor.current} open={menu === 'labels'} onClose={() => setMenu(null)}>
        {customLabels.map((label) => (
          <MenuItem
            key={label.id}
            selected={mail.labelIds.includes(label.id)}
            onClick={() => onToggleLabel(label.id)}
          >
            <Box
              component="span"
              sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: label.color, mr: 1.5 }}
            />
            {t(`labels.${label.id}`)}
          </MenuItem>
        ))}
      </Menu>
      <Menu anchorEl={anchor.current} open={menu === 'more'} onClose={() => setMenu(null)}>
        <MenuItem onClick={() => act(() => actions.change([mail.id], { isUnread: true }), true)}>
          {t('actions.markUnread')}
        </MenuItem>
        {mail.folder !== 'archive' && mail.folder !== 'trash' && (
          <MenuItem onClick={() => act(() => actions.move([mail.id], 'archive'), true)}>
            {t('actions.archive')}
          </MenuItem>
        )}
        <MenuItem onClick={() => act(() => actions.remove([mail]), true)}>
          {t('actions.delete')}
        </MenuItem>
        {mail.folder !== 'spam' && mail.folder !== 'sent' && (
          <MenuItem onClick={() => act(() => actions.move([mail.id], 'spam'), true)}>
            {t('actions.spam')}
          </MenuItem>
        )}
        {(mail.folder === 'spam' || mail.folder === 'trash' || mail.folder === 'archive') && (
          <MenuItem
            onClick={() =>
              act(
                () => actions.move([mail.id], mail.from.email === myEmail ? 'sent' : 'inbox'),
                true,
              )
            }
          >
            {t('actions.restore')}
          </MenuItem>
        )}
      </Menu>
    </Box>
  );
}
