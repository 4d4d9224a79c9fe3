// The drawer's attachments: image previews or file tiles, each removable, plus an add tile.
import AddRounded from '@mui/icons-material/AddRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import type { Attachment } from '@keel/contracts/uploads';
import { useTranslation } from 'react-i18next';

interface Props {
  attachments: Attachment[];
  uploading: boolean;
  onAdd: () => void;
  onRemove: (attachment: Attachment) => void;
}

const TILE = 72;

export function KanbanCardAttachments({ attachments, uploading, onAdd, onRemove }: Props) {
  const { t } = useTranslation('kanban');
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
      {attachments.map((attachment) => (
        <Box key={attachment.id} sx={{ position: 'relative', width: TILE }}>
          <Tooltip title={attachment.name}>
            <Link
              href={attachment.url}
              target="_blank"
              rel="noopener"
              aria-label={attachment.name}
              sx={{ display: 'block' }}
            >
              {attachment.preview ? (
                <Box
                  component="img"
                  src={attachment.preview}
                  alt=""
                  sx={{
                    width: TILE,
                    height: TILE,
                    borderRadius: 1.5,
                    objectFit: 'cover',
                    display: 'block',
                  }}
                />
              ) : (
                <Box
                  sx={{
                    width: TILE,
                    height: TILE,
                    borderRadius: 1.5,
                    bgcolor: 'action.hover',
                    display: 'grid',
                    placeItems: 'center',
                    color: 'text.secondary',
                  }}
                >
                  <InsertDriveFileOutlined />
                </Box>
              )}
            </Link>
          </Tooltip>
          <IconButton
            size="small"
            aria-label={t('attachments.remove', { name: attachment.name })}
            onClick={() => onRemove(attachment)}
            sx={{
              position: 'absolute',
              top: 2,
              insetInlineEnd: 2,
              p: 0.25,
              bgcolor: 'rgba(22, 28, 36, 0.64)',
              color: 'common.white',
              '&:hover': { bgcolor: 'rgba(22, 28, 36, 0.8)' },
            }}
          >
            <CloseRounded sx={{ fontSize: 14 }} />
          </IconButton>
        </Box>
      ))}
      <ButtonBase
        onClick={onAdd}
        disabled={uploading}
        aria-label={t('attachments.add')}
        sx={{
          width: TILE,
          height: TILE,
          borderRadius: 1.5,
          border: 1,
          borderStyle: 'dashed',
          borderColor: 'divider',
          color: 'text.secondary',
        }}
      >
        {uploading ? <CircularProgress size={20} /> : <AddRounded />}
      </ButtonBase>
    </Box>
  );
}
