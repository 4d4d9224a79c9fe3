// The card's priority as a coloured dot (low: info, medium: warning, high: error).
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import type { KanbanPriority } from '@keel/contracts/kanban';
import { useTranslation } from 'react-i18next';

export const PRIORITY_COLOR = {
  low: 'info.main',
  medium: 'warning.main',
  high: 'error.main',
} as const;

export function KanbanPriorityDot({ priority }: { priority: KanbanPriority }) {
  const { t } = useTranslation('kanban');
  const label = t('priority.label', { priority: t(`priority.${priority}`) });
  return (
    <Tooltip title={label}>
      <Box
        role="img"
        aria-label={label}
        sx={{
          width: 10,
          height: 10,
          borderRadius: '50%',
          bgcolor: PRIORITY_COLOR[priority],
          flexShrink: 0,
        }}
      />
    </Tooltip>
  );
}
