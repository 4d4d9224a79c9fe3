// The user list's filters on the shared list toolbar (components/list/): job titles in use
// (the "Role" column, several at once), the access role, and the name / e-mail / company search.
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ToolbarMultiSelect } from '../../components/list-toolbar.tsx';
import { ListFilterBar } from '../../components/list/list-filter-bar.tsx';
import { useUserJobTitlesQuery } from './users.api.ts';
import { dataAndError } from '../../lib/api.ts';

interface Props {
  jobTitles: string[];
  access: string;
  /** The access roles to filter by. */
  accessOptions: { key: string; name: string }[];
  search: string;
  onJobTitles: (jobTitles: string[]) => void;
  onAccess: (access: string) => void;
  onSearch: (search: string) => void;
}

export function UserListFilters({
  jobTitles,
  access,
  accessOptions,
  search,
  onJobTitles,
  onAccess,
  onSearch,
}: Props) {
  const { t } = useTranslation('users');
  const titles =
    useUserJobTitlesQuery(undefined, { selectFromResult: dataAndError }).data?.roles ?? [];
  return (
    <ListFilterBar search={search} onSearch={onSearch} searchPlaceholder={t('list.search')}>
      <ToolbarMultiSelect
        label={t('list.jobTitle')}
        options={titles}
        optionLabel={(title) => title}
        value={jobTitles}
        onChange={onJobTitles}
      />
      <TextField
        select
        label={t('list.role')}
        value={access}
        onChange={(event) => onAccess(event.target.value)}
        sx={{ width: { xs: 1, md: 180 }, flexShrink: 0 }}
      >
        <MenuItem value="">{t('list.allRoles')}</MenuItem>
        {accessOptions.map((option) => (
          <MenuItem key={option.key} value={option.key}>
            {option.name}
          </MenuItem>
        ))}
      </TextField>
    </ListFilterBar>
  );
}
