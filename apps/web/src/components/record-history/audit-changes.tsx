// One trail entry's changes as a diff: field, before (struck through), after.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@keel/contracts/audit';

/** A value as short text: long texts (HTML bodies) are cut, objects shown as JSON. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}

export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('audit');
  const fields = Object.entries(entry.changes);
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'minmax(120px, max-content) 1fr',
        columnGap: 2,
        rowGap: 0.5,
      }}
    >
      {fields.map(([field, [before, after]]) => (
        <Box key={field} sx={{ display: 'contents' }}>
          <Typography
            component="dt"
            variant="caption"
            sx={{ color: 'text.secondary', fontFamily: 'monospace' }}
          >
            {field}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
            {entry.action !== 'create' && (
              <Box component="del" aria-label={t('before')} sx={{ color: 'error.main', mr: 1 }}>
                {valueText(before)}
              </Box>
            )}
            {entry.action !== 'delete' && (
              <Box
                component="ins"
                aria-label={t('after')}
                sx={{ color: 'success.main', textDecoration: 'none' }}
              >
                {valueText(after)}
              </Box>
            )}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
