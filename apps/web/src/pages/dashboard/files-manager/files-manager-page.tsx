// File manager: replaced by its feature's page (placeholder until then).
import { DashboardPlaceholder } from '../../placeholder.tsx';

export function FilesManagerPage() {
  return <DashboardPlaceholder headingKey="pages.fileManager" />;
}
