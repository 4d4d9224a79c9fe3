// The drawer's contacts dialog: search people (300 ms debounce) and assign or unassign them.
import CheckRounded from '@mui/icons-material/CheckRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Alert from '@mui/material/Alert';
import { Avatar } from '../../../components/avatar.tsx';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { KanbanAssignee } from '@keel/contracts/kanban';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../lib/http.ts';
import { kanbanApi } from '../kanban.api.ts';

interface Props {
  open: boolean;
  selected: KanbanAssignee[];
  onClose: () => void;
  onChange: (next: KanbanAssignee[]) => void;
}

export function KanbanAssigneeDialog({ open, selected, onClose, onChange }: Props) {
  const { t } = useTranslation('kanban');
  const titleId = useId();
  const [query, setQuery] = useState('');
  const [result, setResult] = useState<{ people: KanbanAssignee[]; total: number } | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      kanbanApi.assignees(query.trim(), controller.signal).then(
        (response) => {
          setResult({ people: response.assignees, total: response.total });
          setError(null);
        },
        (failure: unknown) => {
          if ((failure as Error)?.name !== 'AbortError') setError(failureMessage(failure));
        },
      );
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [open, query]);

  const chosen = new Set(selected.map((person) => person.id));
  const toggle = (person: KanbanAssignee) =>
    onChange(
      chosen.has(person.id) ? selected.filter((p) => p.id !== person.id) : [...selected, person],
    );

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {t('assignee.title')}{' '}
        <Typography component="span" color="text.secondary">
          ({selected.length})
        </Typography>
      </DialogTitle>
      <DialogContent sx={{ px: 0 }}>
        <TextField
          fullWidth
          autoFocus
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('assignee.search')}
          slotProps={{
            htmlInput: { 'aria-label': t('assignee.search') },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchRounded />
                </InputAdornment>
              ),
            },
          }}
          sx={{ px: 3, mb: 1 }}
        />
        {error && (
          <Alert severity="error" sx={{ mx: 3 }}>
            {error}
          </Alert>
        )}
        {!result &&
          !error &&
          Array.from({ length: 5 }, (_, i) => <Skeleton key={i} height={56} sx={{ mx: 3 }} />)}
        {result && result.people.length === 0 && (
          <Typography color="text.secondary" sx={{ px: 3, py: 4, textAlign: 'center' }}>
            {t('assignee.none', { query })}
          </Typography>
        )}
        {result && (
          <List sx={{ maxHeight: 360, overflowY: 'auto' }} aria-label={t('assignee.title')}>
            {result.people.map((person) => {
              const assigned = chosen.has(person.id);
              return (
                <ListItem
                  key={person.id}
                  sx={{ px: 3 }}
                  secondaryAction={
                    <Button
                      size="small"
                      color={assigned ? 'primary' : 'inherit'}
                      variant={assigned ? 'contained' : 'outlined'}
                      startIcon={assigned ? <CheckRounded /> : undefined}
                      aria-pressed={assigned}
                      aria-label={
                        assigned
                          ? t('assignee.unassign', { name: person.name })
                          : t('assignee.assign', { name: person.name })
                      }
                      onClick={() => toggle(person)}
                    >
                      {assigned ? t('assignee.assigned') : t('assignee.assignShort')}
                    </Button>
                  }
                >
                  <ListItemAvatar>
                    <Avatar alt={person.name} src={person.avatar ?? undefined}>
                      {person.name.charAt(0)}
                    </Avatar>
                  </ListItemAvatar>
                  <ListItemText
                    primary={person.name}
                    slotProps={{ primary: { noWrap: true } }}
                    sx={{ pr: 10 }}
                  />
                </ListItem>
              );
            })}
          </List>
        )}
        {result && result.total > result.people.length && (
          <Typography variant="caption" color="text.secondary" sx={{ px: 3 }}>
            {t('assignee.more', { count: result.total - result.people.length })}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('actions.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
