// "Add section" at the end of the board.
import AddRounded from '@mui/icons-material/AddRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COLUMN_WIDTH } from './kanban-column.tsx';
import { KanbanColumnNameInput } from './kanban-column-name-input.tsx';

export function KanbanColumnAdd({ onAdd }: { onAdd: (name: string) => Promise<void> }) {
  const { t } = useTranslation('kanban');
  const [adding, setAdding] = useState(false);
  return (
    <Box sx={{ flexShrink: 0, width: COLUMN_WIDTH }}>
      {adding ? (
        <KanbanColumnNameInput
          initial=""
          label={t('column.nameLabel')}
          placeholder={t('column.namePlaceholder')}
          onSave={onAdd}
          onDone={() => setAdding(false)}
        />
      ) : (
        <Button
          fullWidth
          size="large"
          color="inherit"
          variant="outlined"
          startIcon={<AddRounded />}
          onClick={() => setAdding(true)}
        >
          {t('column.add')}
        </Button>
      )}
    </Box>
  );
}
