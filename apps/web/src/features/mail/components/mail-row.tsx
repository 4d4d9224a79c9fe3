// One mail in the list: checkbox, star, important, who, subject + snippet, labels, clip, date.
// Unread mails are bold; archive, delete and read/unread appear on hover (and stay on touch screens).
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import AttachFileRounded from '@mui/icons-material/AttachFileRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import DraftsOutlined from '@mui/icons-material/DraftsOutlined';
import LabelImportantOutlined from '@mui/icons-material/LabelImportantOutlined';
import LabelImportantRounded from '@mui/icons-material/LabelImportantRounded';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import StarBorderRounded from '@mui/icons-material/StarBorderRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Mail, MailLabel } from '@keel/contracts/mail';
import { formatListDate } from '../../../lib/format-time.ts';
import { localeOf } from '../../../lib/formatters.ts';
import { counterpartOf, snippetOf } from '../mail-text.ts';

export interface MailRowActions {
  onOpen: (mail: Mail) => void;
  onSelect: (id: string, selected: boolean) => void;
  onChange: (
    ids: string[],
    changes: { isStarred?: boolean; isImportant?: boolean; isUnread?: boolean },
  ) => void;
  onArchive: (ids: string[]) => void;
  onDelete: (ids: string[]) => void;
}

interface MailRowProps extends MailRowActions {
  mail: Mail;
  selected: boolean;
  dense: boolean;
  customLabels: MailLabel[];
}

export const MailRow = memo(function MailRow({
  mail,
  selected,
  dense,
  customLabels,
  onOpen,
  onSelect,
  onChange,
  onArchive,
  onDelete,
}: MailRowProps) {
  const { t, i18n } = useTranslation('mail');
  const snippet = useMemo(() => snippetOf(mail.message), [mail.message]);
  const who = counterpartOf(mail) || t('list.noRecipients');
  const subject = mail.subject || t('noSubject');
  const labels = customLabels.filter((label) => mail.labelIds.includes(label.id));
  const weight = mail.isUnread ? 700 : 400;
  const stop = (event: React.SyntheticEvent) => event.stopPropagation();
  // The hover actions (three buttons with tooltips) are hidden until the row is hovered or holds
  // the focus, so they mount then: twenty rows' sixty tooltips each set state from a ref in the
  // commit, and React rendered them again at once, in the list's first long task.
  const [actionsMounted, setActionsMounted] = useState(false);
  const mountActions = () => setActionsMounted(true);

  return (
    <Box
      component="li"
      data-unread={mail.isUnread || undefined}
      onClick={() => onOpen(mail)}
      onPointerEnter={mountActions}
      onFocus={mountActions}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 0.5, sm: 1 },
        px: 1,
        py: dense ? 0.25 : 1,
        cursor: 'pointer',
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: selected ? 'action.selected' : mail.isUnread ? 'background.paper' : 'action.hover',
        position: 'relative',
        '&:hover': {
          boxShadow: (theme) =>
            `inset 0 -1px 0 ${theme.palette.divider}, 0 1px 4px ${theme.palette.action.disabledBackground}`,
        },
        '&:hover .mail-row-actions, &:focus-within .mail-row-actions': { display: 'flex' },
        '&:hover .mail-row-date': { visibility: { md: 'hidden' } },
      }}
    >
      <Box onClick={stop} sx={{ display: 'flex', flexShrink: 0 }}>
        <Checkbox
          size="small"
          checked={selected}
          onChange={(event) => onSelect(mail.id, event.target.checked)}
          slotProps={{ input: { 'aria-label': t('list.select', { subject }) } }}
        />
        <IconButton
          size="small"
          aria-label={mail.isStarred ? t('actions.unstar') : t('actions.star')}
          aria-pressed={mail.isStarred}
          onClick={() => onChange([mail.id], { isStarred: !mail.isStarred })}
          sx={{
            display: { xs: 'none', sm: 'inline-flex' },
            color: mail.isStarred ? 'warning.main' : 'text.disabled',
          }}
        >
          {mail.isStarred ? (
            <StarRounded fontSize="small" />
          ) : (
            <StarBorderRounded fontSize="small" />
          )}
        </IconButton>
        <IconButton
          size="small"
          aria-label={mail.isImportant ? t('actions.notImportant') : t('actions.important')}
          aria-pressed={mail.isImportant}
          onClick={() => onChange([mail.id], { isImportant: !mail.isImportant })}
          sx={{
            display: { xs: 'none', sm: 'inline-flex' },
            color: mail.isImportant ? 'warning.main' : 'text.disabled',
          }}
        >
          {mail.isImportant ? (
            <LabelImportantRounded fontSize="small" />
          ) : (
            <LabelImportantOutlined fontSize="small" />
          )}
        </IconButton>
      </Box>
      <ButtonBase
        onClick={(event) => {
          stop(event);
          onOpen(mail);
        }}
        aria-label={t('list.open', { who, subject })}
        sx={{
          flex: 1,
          minWidth: 0,
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: { xs: 'stretch', md: 'center' },
          justifyContent: 'flex-start',
          textAlign: 'start',
          gap: { md: 2 },
          borderRadius: 0.5,
        }}
      >
        <Typography
          variant="body2"
          noWrap
          dir="auto"
          fontWeight={weight}
          sx={{ width: { md: 180 }, flexShrink: 0, textAlign: 'start' }}
        >
          {who}
          {mail.threadCount > 1 && (
            <Box
              component="span"
              aria-label={t('list.threadCount', { count: mail.threadCount })}
              sx={{
                color: 'text.secondary',
                fontWeight: 400,
                marginInlineStart: (theme) => theme.spacing(0.75),
              }}
            >
              {new Intl.NumberFormat(localeOf(i18n.language)).format(mail.threadCount)}
            </Box>
          )}
        </Typography>
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" noWrap dir="auto" sx={{ minWidth: 0, textAlign: 'start' }}>
            <Box component="span" sx={{ fontWeight: weight }}>
              {subject}
            </Box>
            {snippet && (
              <Box
                component="span"
                sx={{ color: 'text.secondary', display: { xs: 'none', sm: 'inline' } }}
              >
                {' — '}
                {snippet}
              </Box>
            )}
          </Typography>
          {labels.map((label) => (
            <Chip
              key={label.id}
              size="small"
              label={t(`labels.${label.id}`, { defaultValue: label.name })}
              sx={{
                height: 20,
                fontSize: 11,
                bgcolor: label.color,
                color: '#fff',
                display: { xs: 'none', lg: 'inline-flex' },
              }}
            />
          ))}
        </Box>
      </ButtonBase>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          flexShrink: 0,
          minWidth: 72,
          justifyContent: 'flex-end',
        }}
      >
        {mail.attachments.length > 0 && (
          <AttachFileRounded
            fontSize="small"
            sx={{ color: 'text.disabled' }}
            aria-label={t('list.hasAttachments')}
          />
        )}
        <Typography
          className="mail-row-date"
          variant="caption"
          fontWeight={weight}
          color={mail.isUnread ? 'text.primary' : 'text.secondary'}
          noWrap
        >
          {formatListDate(mail.createdAt, i18n.language)}
        </Typography>
      </Box>
      {actionsMounted && (
        <Box
          className="mail-row-actions"
          onClick={stop}
          sx={{
            display: 'none',
            position: 'absolute',
            insetInlineEnd: 8,
            top: '50%',
            transform: 'translateY(-50%)',
            bgcolor: 'background.paper',
            borderRadius: 1,
            boxShadow: 2,
          }}
        >
          {mail.folder !== 'archive' && mail.folder !== 'drafts' && mail.folder !== 'trash' && (
            <Tooltip title={t('actions.archive')}>
              <IconButton
                size="small"
                aria-label={t('actions.archive')}
                onClick={() => onArchive([mail.id])}
              >
                <ArchiveOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          <Tooltip title={t('actions.delete')}>
            <IconButton
              size="small"
              aria-label={t('actions.delete')}
              onClick={() => onDelete([mail.id])}
            >
              <DeleteOutlineRounded fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={mail.isUnread ? t('actions.markRead') : t('actions.markUnread')}>
            <IconButton
              size="small"
              aria-label={mail.isUnread ? t('actions.markRead') : t('actions.markUnread')}
              onClick={() => onChange([mail.id], { isUnread: !mail.isUnread })}
            >
              {mail.isUnread ? (
                <DraftsOutlined fontSize="small" />
              ) : (
                <MarkEmailUnreadOutlined fontSize="small" />
              )}
            </IconButton>
          </Tooltip>
        </Box>
      )}
    </Box>
  );
});
