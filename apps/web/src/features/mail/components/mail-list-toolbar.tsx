// Above the list: select all, Refresh, Dense, "Search mail", "{a}–{b} of {total}" with arrows;
// with a selection: Archive, Delete, Mark read, Mark unread.
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import DensityMediumRounded from '@mui/icons-material/DensityMediumRounded';
import DensitySmallRounded from '@mui/icons-material/DensitySmallRounded';
import DraftsOutlined from '@mui/icons-material/DraftsOutlined';
import EditRounded from '@mui/icons-material/EditRounded';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import MenuRounded from '@mui/icons-material/MenuRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../../../lib/formatters.ts';

interface MailListToolbarProps {
  selectedCount: number;
  pageCount: number;
  total: number;
  page: number;
  pageSize: number;
  q: string;
  dense: boolean;
  canArchive: boolean;
  onOpenNav?: () => void;
  onCompose?: () => void;
  onSelectAll: (selected: boolean) => void;
  onRefresh: () => void;
  onDense: () => void;
  onSearch: (q: string) => void;
  onPage: (page: number) => void;
  onArchive: () => void;
  onDelete: () => void;
  onMarkRead: (unread: boolean) => void;
}

function Action({
  label,
  icon,
  onClick,
  disabled,
}: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton size="small" aria-label={label} onClick={onClick} disabled={disabled}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

export function MailListToolbar(props: MailListToolbarProps) {
  const { t, i18n } = useTranslation('mail');
  const { selectedCount, pageCount, total, page, pageSize, dense } = props;
  const [search, setSearch] = useState(props.q);
  useEffect(() => setSearch(props.q), [props.q]);
  // docs/spec/pages.md#shared-rules: search waits 300 ms after the last key.
  useEffect(() => {
    if (search === props.q) return;
    const timer = setTimeout(() => props.onSearch(search), 300);
    return () => clearTimeout(timer);
  }, [search]); // eslint-disable-line react-hooks/exhaustive-deps -- only the typed text restarts the wait
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const number = new Intl.NumberFormat(localeOf(i18n.language));

  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: { xs: 0.5, sm: 1 },
        px: 1,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {props.onOpenNav && (
        <Action
          label={t('labels.open')}
          icon={<MenuRounded fontSize="small" />}
          onClick={props.onOpenNav}
        />
      )}
      <Checkbox
        size="small"
        checked={pageCount > 0 && selectedCount === pageCount}
        indeterminate={selectedCount > 0 && selectedCount < pageCount}
        onChange={(event) => props.onSelectAll(event.target.checked)}
        slotProps={{ input: { 'aria-label': t('list.selectAll') } }}
      />
      {selectedCount > 0 ? (
        <>
          <Typography variant="body2" sx={{ mx: 0.5 }}>
            {t('list.selected', { count: selectedCount })}
          </Typography>
          {props.canArchive && (
            <Action
              label={t('actions.archive')}
              icon={<ArchiveOutlined fontSize="small" />}
              onClick={props.onArchive}
            />
          )}
          <Action
            label={t('actions.delete')}
            icon={<DeleteOutlineRounded fontSize="small" />}
            onClick={props.onDelete}
          />
          <Action
            label={t('actions.markRead')}
            icon={<DraftsOutlined fontSize="small" />}
            onClick={() => props.onMarkRead(false)}
          />
          <Action
            label={t('actions.markUnread')}
            icon={<MarkEmailUnreadOutlined fontSize="small" />}
            onClick={() => props.onMarkRead(true)}
          />
        </>
      ) : (
        <>
          <Action
            label={t('list.refresh')}
            icon={<RefreshRounded fontSize="small" />}
            onClick={props.onRefresh}
          />
          {/* Phones: the toolbar keeps Compose and paging on one line; density is a desktop matter. */}
          <Box sx={{ display: { xs: 'none', sm: 'contents' } }}>
            <Action
              label={dense ? t('list.comfortable') : t('list.dense')}
              icon={
                dense ? (
                  <DensityMediumRounded fontSize="small" />
                ) : (
                  <DensitySmallRounded fontSize="small" />
                )
              }
              onClick={props.onDense}
            />
          </Box>
        </>
      )}
      <TextField
        size="small"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder={t('list.search')}
        slotProps={{
          htmlInput: { 'aria-label': t('list.search'), type: 'search' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchRounded fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
        sx={{
          flex: { xs: '1 1 100%', sm: '1 1 200px' },
          order: { xs: 10, sm: 0 },
          maxWidth: { sm: 320 },
        }}
      />
      <Box sx={{ flexGrow: 1 }} />
      {props.onCompose && (
        <Tooltip title={t('compose.button')}>
          <IconButton
            color="primary"
            size="small"
            aria-label={t('compose.button')}
            onClick={props.onCompose}
            sx={{ bgcolor: 'action.selected' }}
          >
            <EditRounded fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      <Typography variant="caption" color="text.secondary" noWrap>
        {t('list.range', {
          from: number.format(from),
          to: number.format(to),
          total: number.format(total),
        })}
      </Typography>
      <Action
        label={t('list.previous')}
        icon={
          <ChevronLeftRounded
            fontSize="small"
            sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }}
          />
        }
        onClick={() => props.onPage(page - 1)}
        disabled={page <= 1}
      />
      <Action
        label={t('list.next')}
        icon={
          <ChevronRightRounded
            fontSize="small"
            sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }}
          />
        }
        onClick={() => props.onPage(page + 1)}
        disabled={to >= total}
      />
    </Box>
  );
}
