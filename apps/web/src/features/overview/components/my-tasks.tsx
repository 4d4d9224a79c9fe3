// "My tasks" (analytics): my open kanban cards; the checkbox completes one, the menu opens the
// board or deletes it, through the kanban table's card routes (overview.api.ts).
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AnalyticsDashboard } from '@keel/contracts/dashboards';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { fDate } from '../../../lib/formatters.ts';
import { failureMessage } from '../../../lib/http.ts';
import { paths } from '../../../lib/paths.ts';
import { useDeleteMyTaskMutation, useUpdateMyTaskMutation } from '../overview.api.ts';

type Task = AnalyticsDashboard['myTasks'][number];

export function MyTasks({ tasks: initial }: { tasks: Task[] }) {
  const { t } = useTranslation('overview');
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const [tasks, setTasks] = useState(initial);
  const [menu, setMenu] = useState<{ anchor: HTMLElement; task: Task } | null>(null);
  const [deleting, setDeleting] = useState<Task | null>(null);
  const [updateTask] = useUpdateMyTaskMutation();
  const [deleteTask] = useDeleteMyTaskMutation();

  async function complete(task: Task) {
    setTasks((current) =>
      current.map((item) => (item.id === task.id ? { ...item, completed: !item.completed } : item)),
    );
    try {
      await updateTask({
        body: { cardId: task.id, card: { completed: !task.completed } },
      }).unwrap();
    } catch (failure) {
      setTasks((current) => current.map((item) => (item.id === task.id ? task : item)));
      enqueueSnackbar(failureMessage(failure), { variant: 'error' });
    }
  }

  async function remove(task: Task) {
    try {
      await deleteTask({ body: { cardId: task.id } }).unwrap();
      setTasks((current) => current.filter((item) => item.id !== task.id));
      enqueueSnackbar(t('banking.deleted', { count: 1 }));
    } catch (failure) {
      enqueueSnackbar(failureMessage(failure), { variant: 'error' });
    }
  }

  return (
    <Card sx={{ height: 1 }}>
      <CardHeader title={t('analytics.myTasks')} />
      <Stack sx={{ p: 2 }}>
        {tasks.length === 0 && (
          <Typography color="text.secondary" sx={{ p: 1 }}>
            {t('analytics.noTasks')}
          </Typography>
        )}
        {tasks.map((task) => (
          <Box key={task.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Checkbox
              checked={task.completed}
              onChange={() => void complete(task)}
              slotProps={{ input: { 'aria-label': task.name } }}
            />
            <Box sx={{ flexGrow: 1, minWidth: 0, opacity: task.completed ? 0.48 : 1 }}>
              <Typography
                variant="subtitle2"
                noWrap
                sx={{ textDecoration: task.completed ? 'line-through' : 'none' }}
              >
                {task.name}
              </Typography>
              {task.due && (
                <Typography variant="caption" color="text.secondary">
                  {fDate(task.due)}
                </Typography>
              )}
            </Box>
            <IconButton
              aria-label={t('analytics.taskActions')}
              onClick={(event) => setMenu({ anchor: event.currentTarget, task })}
            >
              <MoreVertRounded />
            </IconButton>
          </Box>
        ))}
      </Stack>
      <Menu anchorEl={menu?.anchor} open={!!menu} onClose={() => setMenu(null)}>
        <MenuItem onClick={() => navigate(paths.dashboard.kanban)}>
          {t('analytics.openInKanban')}
        </MenuItem>
        <MenuItem
          sx={{ color: 'error.main' }}
          onClick={() => {
            setDeleting(menu?.task ?? null);
            setMenu(null);
          }}
        >
          {t('banking.delete')}
        </MenuItem>
      </Menu>
      <ConfirmDialog
        open={!!deleting}
        title={t('banking.delete')}
        content={t('banking.deleteConfirm', { name: deleting?.name ?? '' })}
        actionLabel={t('banking.delete')}
        cancelLabel={t('banking.cancel')}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) void remove(deleting);
          setDeleting(null);
        }}
      />
    </Card>
  );
}
