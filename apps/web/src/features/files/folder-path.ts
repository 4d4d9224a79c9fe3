// A folder's path from the root, from the flat list of my folders (breadcrumbs, pickers).
export interface FolderLink {
  id: string;
  name: string;
  parentId: string | null;
}

export function folderPath(folders: readonly FolderLink[], folderId: string): FolderLink[] {
  const byId = new Map(folders.map((folder) => [folder.id, folder]));
  const path: FolderLink[] = [];
  const seen = new Set<string>();
  let current = byId.get(folderId);
  while (current && !seen.has(current.id)) {
    seen.add(current.id);
    path.unshift(current);
    current = current.parentId ? byId.get(current.parentId) : undefined;
  }
  return path;
}
