// The ⋮ menu that ends a table row (docs/spec/pages.md#ui Tables): the row's actions, then a red Delete.
// Delete asks first here when given `confirm`; lists leave out `confirm` and ask in their own
// dialog, the one their bulk delete shares.
import DeleteRounded from '@mui/icons-material/DeleteRounded';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState, type ReactNode } from 'react';
import { RouterLink } from '../router-link.tsx';
import { textShade } from '../../theme/contrast.ts';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { useOpenedOnce } from '../../lib/use-opened-once.ts';

/** An action runs `onClick`, or is a link to `to` (the row's page, its edit form). */
export type RowAction = {
  label: string;
  /** With icons on the actions, Delete shows its icon too. */
  icon?: ReactNode;
  disabled?: boolean;
} & ({ onClick: () => void; to?: never } | { to: string; onClick?: never });

export interface RowMenuProps {
  /** The ⋮ button's name, naming the row: "Actions for INV-1990". */
  label: string;
  actions: RowAction[];
  /** Left out when the user may not delete (lib/permissions.ts). */
  remove?: {
    label: string;
    onDelete: () => unknown;
    disabled?: boolean;
    /** Ask here first: the question and the Cancel label; Delete then waits for `onDelete`. */
    confirm?: { question: string; cancelLabel: string };
  };
}

export function RowMenu({ label, actions, remove }: RowMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const close = () => setAnchor(null);
  const withIcons = actions.some((action) => action.icon);
  // A list draws one menu per row: each mounts when first opened.
  const opened = useOpenedOnce(!!anchor);
  return (
    <>
      <IconButton aria-label={label} onClick={(event) => setAnchor(event.currentTarget)}>
        <MoreVertRounded />
      </IconButton>
      {opened && (
        <Menu anchorEl={anchor} open={!!anchor} onClose={close}>
          {actions.map((action) => {
            const content = (
              <>
                {action.icon && <ListItemIcon>{action.icon}</ListItemIcon>}
                {action.label}
              </>
            );
            return action.to !== undefined ? (
              <MenuItem
                key={action.label}
                disabled={action.disabled}
                component={RouterLink}
                to={action.to}
              >
                {content}
              </MenuItem>
            ) : (
              <MenuItem
                key={action.label}
                disabled={action.disabled}
                onClick={() => {
                  close();
                  action.onClick();
                }}
              >
                {content}
              </MenuItem>
            );
          })}
          {remove && (
            <MenuItem
              disabled={remove.disabled}
              // error.main on the menu's paper is 3.2:1; the readable shade reaches 4.5:1.
              sx={{ color: (theme) => textShade(theme, 'error') }}
              onClick={() => {
                close();
                if (remove.confirm) setConfirming(true);
                else void remove.onDelete();
              }}
            >
              {withIcons && (
                <ListItemIcon sx={{ color: 'inherit' }}>
                  <DeleteRounded fontSize="small" />
                </ListItemIcon>
              )}
              {remove.label}
            </MenuItem>
          )}
        </Menu>
      )}
      {remove?.confirm && (
        <ConfirmDialog
          open={confirming}
          title={remove.label}
          content={remove.confirm.question}
          actionLabel={remove.label}
          cancelLabel={remove.confirm.cancelLabel}
          onClose={() => setConfirming(false)}
          onConfirm={async () => {
            await remove.onDelete();
            setConfirming(false);
          }}
        />
      )}
    </>
  );
}
