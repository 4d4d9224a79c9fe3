// Inline section name: Enter or click-away saves, Escape cancels; the contract's rules decide
// what is valid ("Section name is required", at most 50 characters).
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyZodCheck } from '../../../lib/lazy-zod-check.ts';

// The contract's rule for a section name, loaded with zod when the field opens
// (lib/lazy-zod-check.ts): the board carries no zod.
const checkColumn = lazyZodCheck(() =>
  import('@keel/contracts/kanban').then((contract) => contract.KanbanColumnInputSchema),
);

interface Props {
  initial: string;
  label: string;
  onSave: (name: string) => Promise<void>;
  onDone: () => void;
  placeholder?: string;
}

export function KanbanColumnNameInput({ initial, label, onSave, onDone, placeholder }: Props) {
  const { t } = useTranslation('validation');
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // While the check runs (it may still be loading), a second Enter or a blur does nothing.
  const checking = useRef(false);
  // The field opens focused (autoFocus): start loading the check now.
  useEffect(() => checkColumn.preload(), []);

  const save = async (fromBlur = false) => {
    if (saving || checking.current) return;
    // A new section with no name is dropped on click-away; Enter says why it cannot be saved.
    if (fromBlur && !initial && !value.trim()) {
      onDone();
      return;
    }
    if (value.trim() === initial.trim() && initial) {
      onDone();
      return;
    }
    checking.current = true;
    const parsed = await checkColumn
      .safeParse({ name: value })
      .finally(() => (checking.current = false));
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setSaving(true);
    try {
      await onSave(parsed.data.name);
      onDone();
    } catch {
      setSaving(false);
    }
  };

  return (
    <>
      <InputBase
        autoFocus
        fullWidth
        value={value}
        placeholder={placeholder}
        disabled={saving}
        onChange={(event) => {
          setValue(event.target.value);
          if (error) setError(null);
        }}
        onBlur={() => void save(true)}
        onKeyDown={(event) => {
          event.stopPropagation();
          if (event.key === 'Enter') void save();
          if (event.key === 'Escape') onDone();
        }}
        inputProps={{ 'aria-label': label, 'aria-invalid': !!error, maxLength: 200 }}
        sx={{
          typography: 'h6',
          px: 1,
          borderRadius: 1,
          bgcolor: 'action.hover',
          border: 1,
          borderColor: error ? 'error.main' : 'transparent',
        }}
      />
      {error && (
        <Typography variant="caption" color="error" role="alert" sx={{ px: 1 }}>
          {t(error, { keySeparator: false, nsSeparator: false, defaultValue: error })}
        </Typography>
      )}
    </>
  );
}
