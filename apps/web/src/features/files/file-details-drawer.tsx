// Details drawer (docs/spec/pages.md#file-manager): preview (images, PDF), name, star, tags ("#Add a tag"), size,
// modified, type, owner, "Shared with", Delete.
import CloseRounded from '@mui/icons-material/CloseRounded';
import StarBorderRounded from '@mui/icons-material/StarBorderRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import Autocomplete from '@mui/material/Autocomplete';
import { Avatar } from '../../components/avatar.tsx';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileItem } from '@keel/contracts/files';
import { mediaUrl } from '../../lib/media-url.ts';
import { fBytes, localeOf } from '../../lib/formatters.ts';
import { FileIcon } from './file-icon.tsx';
import { useUpdateFileMutation } from './files.api.ts';
import type { FileActions } from './use-file-actions.ts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} sx={{ typography: 'body2' }}>
      <Box component="span" sx={{ width: 96, flexShrink: 0, color: 'text.secondary' }}>
        {label}
      </Box>
      <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{children}</Box>
    </Stack>
  );
}

export function FileDetailsDrawer({
  file,
  actions,
  onClose,
}: {
  file: FileItem | null;
  actions: FileActions;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('files');
  const locale = localeOf(i18n.language);
  const canEdit = file?.access === 'owner' || file?.access === 'edit';
  const [updateFile] = useUpdateFileMutation();
  const setTags = async (tags: string[]) => {
    if (!file) return;
    try {
      actions.changed(
        (
          await updateFile({
            body: {
              fileId: file.id,
              file: {
                tags: tags
                  .map((tag) => tag.trim())
                  .filter(Boolean)
                  .slice(0, 20),
              },
            },
          }).unwrap()
        ).file,
      );
    } catch (failure) {
      actions.fail(failure);
    }
  };
  const preview =
    file?.url && /^image\/(png|jpeg|gif|webp)$/.test(file.mimeType)
      ? 'image'
      : file?.url && file.mimeType === 'application/pdf'
        ? 'pdf'
        : null;

  return (
    <Drawer
      anchor="right"
      open={!!file}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: 1, sm: 360 } } } }}
    >
      {file && (
        <Stack sx={{ height: 1 }}>
          <Stack direction="row" sx={{ alignItems: 'center', p: 2.5, pb: 1 }}>
            <Typography variant="h6" sx={{ flexGrow: 1 }}>
              {t('details.title')}
            </Typography>
            <Checkbox
              checked={file.isFavorited}
              onChange={() => void actions.favorite(file)}
              icon={<StarBorderRounded />}
              checkedIcon={<StarRounded />}
              color="warning"
              slotProps={{ input: { 'aria-label': file.isFavorited ? t('unstar') : t('star') } }}
            />
            <IconButton onClick={onClose} aria-label={t('close')}>
              <CloseRounded />
            </IconButton>
          </Stack>
          <Box sx={{ p: 2.5, overflowY: 'auto', flexGrow: 1 }}>
            <Box
              sx={{
                height: 200,
                borderRadius: 1.5,
                bgcolor: 'action.hover',
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                overflow: 'hidden',
                mb: 2,
              }}
            >
              {preview === 'image' ? (
                <Box
                  component="img"
                  src={mediaUrl(file.url)}
                  alt={file.name}
                  sx={{ width: 1, height: 1, objectFit: 'contain' }}
                />
              ) : preview === 'pdf' ? (
                <Box
                  component="iframe"
                  title={file.name}
                  src={`${mediaUrl(file.url)}&inline=1`}
                  sx={{ width: 1, height: 1, border: 0 }}
                />
              ) : (
                <FileIcon file={file} size={72} />
              )}
            </Box>
            <Typography variant="subtitle1" sx={{ overflowWrap: 'anywhere', mb: 2 }}>
              {file.name}
            </Typography>
            <Divider sx={{ borderStyle: 'dashed', mb: 2 }} />
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              {t('details.tags')}
            </Typography>
            <Autocomplete
              multiple
              freeSolo
              options={[]}
              value={file.tags}
              disabled={!canEdit}
              onChange={(_, tags) => void setTags(tags as string[])}
              renderValue={(value, getItemProps) =>
                value.map((tag, index) => (
                  <Chip {...getItemProps({ index })} key={tag} size="small" label={tag} />
                ))
              }
              renderInput={(params) => (
                <TextField
                  {...params}
                  size="small"
                  placeholder={canEdit ? t('details.addTag') : undefined}
                  slotProps={{
                    htmlInput: {
                      ...params.inputProps,
                      'aria-label': t('details.addTag'),
                      maxLength: 30,
                    },
                  }}
                />
              )}
            />
            <Stack spacing={1.5} sx={{ mt: 3 }}>
              <Row label={t('details.size')}>{fBytes(file.size, i18n.language)}</Row>
              <Row label={t('details.modified')}>
                {new Intl.DateTimeFormat(locale, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                }).format(new Date(file.dateModified))}
              </Row>
              <Row label={t('details.type')}>
                {file.type === 'folder' ? t('types.folder') : file.type.toUpperCase()}
              </Row>
              {file.totalFiles !== undefined && (
                <Row label={t('details.files')}>{file.totalFiles}</Row>
              )}
              <Row label={t('details.owner')}>{file.owner.displayName}</Row>
            </Stack>
            <Stack
              direction="row"
              sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 3, mb: 1 }}
            >
              <Typography variant="subtitle2">{t('details.sharedWith')}</Typography>
              {file.access === 'owner' && (
                <Button size="small" onClick={() => actions.open({ kind: 'share', files: [file] })}>
                  {t('actions.share')}
                </Button>
              )}
            </Stack>
            {file.shared.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {t('details.notShared')}
              </Typography>
            ) : (
              <Stack spacing={1.5}>
                {file.shared.map((person) => (
                  <Stack
                    key={person.id}
                    direction="row"
                    spacing={1.5}
                    sx={{ alignItems: 'center' }}
                  >
                    <Avatar src={mediaUrl(person.photoURL)} alt="" sx={{ width: 32, height: 32 }}>
                      {person.displayName.charAt(0)}
                    </Avatar>
                    <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                      <Typography variant="subtitle2" noWrap>
                        {person.displayName}
                      </Typography>
                      <Typography variant="caption" color="text.secondary" noWrap component="p">
                        {person.email}
                      </Typography>
                    </Box>
                    <Typography variant="caption" color="text.secondary">
                      {person.permission === 'edit' ? t('share.canEdit') : t('share.canView')}
                    </Typography>
                  </Stack>
                ))}
              </Stack>
            )}
          </Box>
          {file.access === 'owner' && (
            <Box sx={{ p: 2.5 }}>
              <Button
                fullWidth
                variant="outlined"
                color="error"
                onClick={() => actions.open({ kind: 'delete', files: [file] })}
              >
                {t('actions.delete')}
              </Button>
            </Box>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
