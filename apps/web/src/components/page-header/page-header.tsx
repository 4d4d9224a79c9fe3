// The breadcrumb header of every dashboard page: heading, trail from "Dashboard", action.
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../page-title.tsx';
import { RouterLink } from '../router-link.tsx';

export interface Crumb {
  name: string;
  href?: string;
}

export interface PageHeaderProps {
  heading: string;
  links?: Crumb[];
  action?: ReactNode;
}

export function PageHeader({ heading, links = [], action }: PageHeaderProps) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: { sm: 'center' },
        flexDirection: { xs: 'column', sm: 'row' },
        gap: 2,
        mb: { xs: 3, md: 5 },
      }}
    >
      <PageTitle title={heading} />
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {heading}
        </Typography>
        {links.length > 0 && (
          <Breadcrumbs separator="•" aria-label={t('breadcrumb')}>
            {links.map((crumb, index) =>
              crumb.href && index < links.length - 1 ? (
                <Link
                  key={crumb.name}
                  component={RouterLink}
                  to={crumb.href}
                  color="text.primary"
                  variant="body2"
                >
                  {crumb.name}
                </Link>
              ) : (
                <Typography key={crumb.name} variant="body2" color="text.secondary">
                  {crumb.name}
                </Typography>
              ),
            )}
          </Breadcrumbs>
        )}
      </Box>
      {action && <Box sx={{ flexShrink: 0 }}>{action}</Box>}
    </Box>
  );
}
