// A section's header: drag handle, inline rename, card count and the ⋮ menu.
import DragIndicatorRounded from '@mui/icons-material/DragIndicatorRounded';
import MoreHorizRounded from '@mui/icons-material/MoreHorizRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import type { KanbanColumn } from '@keel/contracts/kanban';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../lib/permissions.ts';
import { KanbanColumnNameInput } from './kanban-column-name-input.tsx';

interface Props {
  column: KanbanColumn;
  handle: {
    setRef: (node: HTMLElement | null) => void;
    attributes: DraggableAttributes;
    listeners: DraggableSyntheticListeners;
  };
  onRename: (name: string) => Promise<void>;
  onDelete: () => void;
}

export function KanbanColumnHeader({ column, handle, onRename, onDelete }: Props) {
  const { t } = useTranslation('kanban');
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [editing, setEditing] = useState(false);
  // "Rename section" opens the input once the menu has closed: the menu gives focus back to ⋮
  // as it closes, and that blur would otherwise end the rename before it starts.
  const [renameAfterMenu, setRenameAfterMenu] = useState(false);
  // Sections are kanban.manage's (a Member works on cards only): no handle, rename or menu.
  const manage = useCan()('kanban.manage');
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', mb: 2 }}>
      {manage && (
        <IconButton
          ref={handle.setRef}
          {...handle.attributes}
          {...handle.listeners}
          size="small"
          aria-label={t('column.drag', { name: column.name })}
          aria-roledescription={t('dnd.columnRole')}
          sx={{ cursor: 'grab', touchAction: 'none', color: 'text.disabled' }}
        >
          <DragIndicatorRounded fontSize="small" />
        </IconButton>
      )}
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        {editing ? (
          <KanbanColumnNameInput
            initial={column.name}
            label={t('column.nameLabel')}
            onSave={onRename}
            onDone={() => setEditing(false)}
          />
        ) : (
          <Typography variant="h6" component="h2" noWrap title={column.name} sx={{ px: 1 }}>
            {manage ? (
              // A button inside the heading: reachable by Tab, Enter or Space starts the rename.
              <ButtonBase
                onClick={() => setEditing(true)}
                aria-label={t('column.renameNamed', { name: column.name })}
                sx={{
                  font: 'inherit',
                  maxWidth: 1,
                  justifyContent: 'flex-start',
                  cursor: 'text',
                  borderRadius: 1,
                  px: 0.5,
                  mx: -0.5,
                  '&:hover': { bgcolor: 'action.hover' },
                  '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' },
                }}
              >
                <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
                  {column.name}
                </Box>
              </ButtonBase>
            ) : (
              column.name
            )}
          </Typography>
        )}
      </Box>
      <Chip
        size="small"
        label={column.cardIds.length}
        aria-label={t('column.count', { count: column.cardIds.length })}
      />
      {manage && (
        <IconButton
          size="small"
          aria-label={t('column.menu', { name: column.name })}
          aria-haspopup="menu"
          onClick={(event) => setMenu(event.currentTarget)}
        >
          <MoreHorizRounded fontSize="small" />
        </IconButton>
      )}
      <Menu
        anchorEl={menu}
        open={!!menu}
        onClose={() => setMenu(null)}
        slotProps={{
          transition: {
            onExited: () => {
              if (!renameAfterMenu) return;
              setRenameAfterMenu(false);
              setEditing(true);
            },
          },
        }}
      >
        <MenuItem
          onClick={() => {
            setRenameAfterMenu(true);
            setMenu(null);
          }}
        >
          <ListItemIcon>
            <EditOutlined fontSize="small" />
          </ListItemIcon>
          {t('column.rename')}
        </MenuItem>
        <MenuItem
          sx={{ color: 'error.main' }}
          onClick={() => {
            setMenu(null);
            onDelete();
          }}
        >
          <ListItemIcon sx={{ color: 'inherit' }}>
            <DeleteOutlineRounded fontSize="small" />
          </ListItemIcon>
          {t('column.delete')}
        </MenuItem>
      </Menu>
    </Stack>
  );
}
