// The picture of a file: a thumbnail for images, else a coloured icon for its type.
import ArticleRounded from '@mui/icons-material/ArticleRounded';
import AudioFileRounded from '@mui/icons-material/AudioFileRounded';
import BrushRounded from '@mui/icons-material/BrushRounded';
import DescriptionRounded from '@mui/icons-material/DescriptionRounded';
import FolderRounded from '@mui/icons-material/FolderRounded';
import FolderZipRounded from '@mui/icons-material/FolderZipRounded';
import ImageRounded from '@mui/icons-material/ImageRounded';
import InsertDriveFileRounded from '@mui/icons-material/InsertDriveFileRounded';
import PictureAsPdfRounded from '@mui/icons-material/PictureAsPdfRounded';
import SlideshowRounded from '@mui/icons-material/SlideshowRounded';
import TableChartRounded from '@mui/icons-material/TableChartRounded';
import VideoFileRounded from '@mui/icons-material/VideoFileRounded';
import WallpaperRounded from '@mui/icons-material/WallpaperRounded';
import Box from '@mui/material/Box';
import type { ReactElement } from 'react';
import type { FileCategory, FileItem } from '@keel/contracts/files';
import { mediaUrl } from '../../lib/media-url.ts';

const ICONS: Record<FileCategory, [ReactElement, string]> = {
  folder: [<FolderRounded key="i" />, '#FFAB00'],
  txt: [<ArticleRounded key="i" />, '#637381'],
  zip: [<FolderZipRounded key="i" />, '#8E33FF'],
  audio: [<AudioFileRounded key="i" />, '#00B8D9'],
  image: [<ImageRounded key="i" />, '#22C55E'],
  video: [<VideoFileRounded key="i" />, '#FF5630'],
  word: [<DescriptionRounded key="i" />, '#3366FF'],
  excel: [<TableChartRounded key="i" />, '#118D57'],
  powerpoint: [<SlideshowRounded key="i" />, '#FF7A00'],
  pdf: [<PictureAsPdfRounded key="i" />, '#FF3030'],
  photoshop: [<WallpaperRounded key="i" />, '#31A8FF'],
  illustrator: [<BrushRounded key="i" />, '#FF9A00'],
  other: [<InsertDriveFileRounded key="i" />, '#919EAB'],
};

const PREVIEWABLE = /^image\/(png|jpeg|gif|webp)$/;

export function FileIcon({
  file,
  size = 36,
}: {
  file: Pick<FileItem, 'category' | 'mimeType' | 'url'>;
  size?: number;
}) {
  if (file.url && PREVIEWABLE.test(file.mimeType)) {
    return (
      <Box
        component="img"
        src={mediaUrl(file.url)}
        alt=""
        loading="lazy"
        sx={{ width: size, height: size, borderRadius: 1, objectFit: 'cover', flexShrink: 0 }}
      />
    );
  }
  const [icon, color] = ICONS[file.category] ?? ICONS.other;
  return (
    <Box aria-hidden sx={{ display: 'flex', color, flexShrink: 0, '& svg': { fontSize: size } }}>
      {icon}
    </Box>
  );
}
