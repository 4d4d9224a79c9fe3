// The file manager (docs/spec/pages.md#file-manager): files and folders, tags, favourites, shares, signed links.
import { z } from 'zod';
import { EmailSchema } from './account.ts';
import { IdSchema, pageFields, requiredString, sortSchema } from './common.ts';
import { queryList } from './query-list.ts';
import { nameString } from './bidi.ts';

export const FILE_CATEGORIES = [
  'folder',
  'txt',
  'zip',
  'audio',
  'image',
  'video',
  'word',
  'excel',
  'powerpoint',
  'pdf',
  'photoshop',
  'illustrator',
  'other',
] as const;
export const FileCategorySchema = z.enum(FILE_CATEGORIES);
export type FileCategory = z.infer<typeof FileCategorySchema>;

const EXTENSIONS: Record<Exclude<FileCategory, 'folder' | 'other'>, readonly string[]> = {
  txt: ['txt', 'md', 'csv', 'json', 'log', 'rtf', 'xml', 'yml', 'yaml'],
  zip: ['zip', 'rar', '7z', 'tar', 'gz', 'tgz', 'bz2'],
  audio: ['mp3', 'wav', 'ogg', 'flac', 'aac', 'm4a', 'oga'],
  image: ['png', 'jpg', 'jpeg', 'gif', 'webp', 'svg', 'bmp', 'tif', 'tiff', 'heic', 'avif'],
  video: ['mp4', 'mov', 'avi', 'mkv', 'webm', 'm4v', 'ogv'],
  word: ['doc', 'docx', 'odt'],
  excel: ['xls', 'xlsx', 'ods'],
  powerpoint: ['ppt', 'pptx', 'odp', 'key'],
  pdf: ['pdf'],
  photoshop: ['psd'],
  illustrator: ['ai', 'eps'],
};

/** The extension, lower case, without the dot ('' when there is none). */
export function fileExtension(name: string): string {
  const match = /\.([a-z0-9]{1,10})$/i.exec(name);
  return match?.[1]?.toLowerCase() ?? '';
}

export function fileCategory(name: string): Exclude<FileCategory, 'folder'> {
  const extension = fileExtension(name);
  for (const [category, extensions] of Object.entries(EXTENSIONS)) {
    if (extensions.includes(extension)) return category as Exclude<FileCategory, 'folder'>;
  }
  return 'other';
}

export const FILE_PERMISSIONS = ['view', 'edit'] as const;
export const FilePermissionSchema = z.enum(FILE_PERMISSIONS);
export type FilePermission = z.infer<typeof FilePermissionSchema>;

export const FilePersonSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  email: z.string(),
  photoURL: z.string().nullable(),
});

export const FileShareSchema = FilePersonSchema.extend({ permission: FilePermissionSchema });
export type FileShare = z.infer<typeof FileShareSchema>;

export const FileItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The extension, or 'folder'. */
  type: z.string(),
  category: FileCategorySchema,
  /** The content type of a file ('' for folders). */
  mimeType: z.string(),
  /** Bytes; a folder's is the total of everything inside it. */
  size: z.number(),
  /** A download link signed for one hour; null for folders. */
  url: z.string().nullable(),
  parentId: z.string().nullable(),
  tags: z.array(z.string()),
  isFavorited: z.boolean(),
  owner: FilePersonSchema,
  shared: z.array(FileShareSchema),
  /** What the signed-in user may do: the owner everything, an editor rename and tag. */
  access: z.enum(['owner', 'edit', 'view']),
  dateCreated: z.string(),
  dateModified: z.string(),
  /** Folders only: how many files are inside, at any depth. */
  totalFiles: z.number().optional(),
  /** When it went to the trash (the trash scope only; null elsewhere). */
  deletedAt: z.string().nullable(),
});
export type FileItem = z.infer<typeof FileItemSchema>;

export const FILE_SCOPES = ['mine', 'shared', 'favorites', 'trash'] as const;
export type FileScope = (typeof FILE_SCOPES)[number];
/** Days the trash keeps a deleted item before it is deleted for good (bytes freed). */
export const FILE_TRASH_DAYS = 30;
export const FILE_SORT_FIELDS = ['name', 'size', 'type', 'dateModified', 'dateCreated'] as const;

const dateParam = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, 'Must be a date')
  .refine((value) => !Number.isNaN(Date.parse(value)), 'Must be a date');

/**
 * `scope=trash` lists what I deleted (the items themselves, not what was inside them).
 * Without `parentId`, the root of the scope; with a search, type or date filter and no
 * `parentId`, every file of the scope at any depth.
 */
export const FileListQuerySchema = z.object({
  parentId: IdSchema.optional(),
  q: z.string().trim().max(200).optional(),
  types: queryList(FileCategorySchema, FILE_CATEGORIES.length).optional(),
  /** Modified on or after this day. */
  from: dateParam.optional(),
  /** Modified on or before this day (a date alone includes the whole day). */
  to: dateParam.optional(),
  scope: z.enum(FILE_SCOPES).default('mine'),
  ...pageFields(),
  /** Folders always come first; default `dateModified:desc`. */
  sort: sortSchema(FILE_SORT_FIELDS).optional(),
});
export type FileListQuery = z.input<typeof FileListQuerySchema>;

export const FileListResponseSchema = z.object({
  files: z.array(FileItemSchema),
  total: z.number(),
});
export type FileListResponse = z.infer<typeof FileListResponseSchema>;
export const FoldersResponseSchema = z.object({ folders: z.array(FileItemSchema) });
export const FileResponseSchema = z.object({ file: FileItemSchema });
export const FilesResponseSchema = z.object({ files: z.array(FileItemSchema) });

export const FileIdQuerySchema = z.object({ fileId: IdSchema });
export const FileLinkResponseSchema = z.object({ url: z.string() });
export const FileDownloadQuerySchema = z.object({
  fileId: z.string().max(64),
  expires: z.coerce.number().int().optional(),
  signature: z.string().max(200).optional(),
  /** Images and PDFs may be shown in the page instead of downloaded (previews). */
  inline: z.enum(['1']).optional(),
});

/** The usage bar's kinds (the file dashboard's storage radial uses the same four). */
export const FILE_USAGE_KINDS = ['documents', 'images', 'media', 'other'] as const;
export type FileUsageKind = (typeof FILE_USAGE_KINDS)[number];

export const FileUsageSchema = z.object({
  /** Every upload of mine, the trash included (what the quota counts). */
  used: z.number(),
  quota: z.number(),
  maxFileSize: z.number(),
  /** `used` split by kind; the four add up to `used`. */
  byKind: z.record(z.enum(FILE_USAGE_KINDS), z.number()),
  /** Of `used`, what the trash holds (freed by emptying it). */
  trash: z.number(),
});
export const FileUsageResponseSchema = z.object({ usage: FileUsageSchema });
export type FileUsage = z.infer<typeof FileUsageSchema>;

// Control characters would break headers and listings; slashes would read as paths.
// eslint-disable-next-line no-control-regex
const UNSAFE_NAME = /[/\\\u0000-\u001f]/;

export const FileNameSchema = nameString('Name is required', {
  max: 100,
  message: 'Name must be at most 100 characters',
}).refine(
  (name) => !UNSAFE_NAME.test(name) && name !== '.' && name !== '..',
  'Name cannot contain / or \\',
);

export const FolderNewBodySchema = z.object({
  name: FileNameSchema,
  parentId: IdSchema.nullable().default(null),
});
export type FolderNewBody = z.input<typeof FolderNewBodySchema>;

const TagSchema = requiredString('Tag is required', {
  max: 30,
  message: 'Tag must be at most 30 characters',
});

export const FileUpdateBodySchema = z.object({
  fileId: IdSchema,
  file: z.object({
    name: FileNameSchema.optional(),
    tags: z.array(TagSchema).max(20, 'At most 20 tags').optional(),
    /** Moves it (owner only); null is the root. */
    parentId: IdSchema.nullable().optional(),
  }),
});
export type FileUpdateBody = z.input<typeof FileUpdateBodySchema>;

export const FileFavoriteBodySchema = z.object({
  fileId: IdSchema,
  isFavorited: z.boolean({ error: 'isFavorited must be true or false' }),
});

export const FileShareBodySchema = z.object({
  fileId: IdSchema,
  emails: z.array(EmailSchema).min(1, 'Add at least one e-mail').max(20),
  permission: FilePermissionSchema.default('view'),
});
export type FileShareBody = z.input<typeof FileShareBodySchema>;

export const FileShareUpdateBodySchema = z.object({
  fileId: IdSchema,
  userId: IdSchema,
  permission: FilePermissionSchema,
});
export const FileShareRemoveBodySchema = z.object({ fileId: IdSchema, userId: IdSchema });

/** Moves files and folders (with their contents) to the trash. */
export const FileDeleteBodySchema = z.object({
  fileIds: z.array(IdSchema).min(1, 'Choose at least one file').max(100),
});
/** Items of the trash (as listed there) to restore or to delete for good. */
export const FileTrashBodySchema = FileDeleteBodySchema;
export const FileTrashEmptyResponseSchema = z.object({
  /** Bytes freed. */
  freed: z.number(),
});

export const FileMessages = {
  duplicateName: 'A file with this name already exists in this folder',
  quotaExceeded: 'Storage quota exceeded',
  filesRequired: 'Choose at least one file',
  noSuchUser: (email: string) => `No Keel user with e-mail ${email}`,
  shareWithSelf: 'You cannot share a file with yourself',
  moveIntoItself: 'A folder cannot be moved into itself',
  folderNoDownload: 'Folders cannot be downloaded',
} as const;

/** Defaults; the server's limits come from FILES_MAX_FILE_BYTES and FILES_QUOTA_BYTES. */
export const FILE_MAX_BYTES = 50 * 1024 * 1024;
export const FILE_QUOTA_BYTES = 5 * 1024 * 1024 * 1024;
/** Signed download links: an hour in lists, seven days for "Copy link". */
export const FILE_URL_TTL_SECONDS = 60 * 60;
export const FILE_LINK_TTL_SECONDS = 7 * 24 * 60 * 60;

/** WebSocket event to the people who can see a file after it was shared, renamed or deleted. */
export const FILES_CHANGED_EVENT = 'files.changed';
