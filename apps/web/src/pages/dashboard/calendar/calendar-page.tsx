// Calendar (docs/spec/pages.md#calendar): each user's own schedule.
import AddRounded from '@mui/icons-material/AddRounded';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header/page-header.tsx';
import { CalendarView } from '../../../features/calendar/components/calendar-view.tsx';
import { DashboardContent } from '../../../layouts/dashboard/dashboard-content.tsx';
import { paths } from '../../../lib/paths.ts';

export function CalendarPage() {
  const { t } = useTranslation();
  const { t: tc } = useTranslation('calendar');
  const [newEventSignal, setNewEventSignal] = useState(0);
  const heading = t('pages.calendar');
  return (
    <DashboardContent>
      <PageHeader
        heading={heading}
        links={[{ name: t('nav.dashboard'), href: paths.dashboard.root }, { name: heading }]}
        action={
          <Button
            variant="contained"
            startIcon={<AddRounded />}
            onClick={() => setNewEventSignal((n) => n + 1)}
          >
            {tc('newEvent')}
          </Button>
        }
      />
      <CalendarView newEventSignal={newEventSignal} />
    </DashboardContent>
  );
}
