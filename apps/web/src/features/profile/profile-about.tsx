// The left column of the Profile tab: follower counts, About (country, e-mail, company,
// school) and social links.
import BusinessRounded from '@mui/icons-material/BusinessRounded';
import EmailRounded from '@mui/icons-material/EmailRounded';
import FacebookRounded from '@mui/icons-material/FacebookRounded';
import Instagram from '@mui/icons-material/Instagram';
import LinkedIn from '@mui/icons-material/LinkedIn';
import PlaceRounded from '@mui/icons-material/PlaceRounded';
import SchoolRounded from '@mui/icons-material/SchoolRounded';
import X from '@mui/icons-material/X';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@keel/contracts/profile';
import { localeOf } from '../../lib/formatters.ts';

function Row({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', typography: 'body2', minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', color: 'text.secondary' }}>{icon}</Box>
      <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{children}</Box>
    </Stack>
  );
}

export function ProfileAbout({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation('profile');
  const number = new Intl.NumberFormat(localeOf(i18n.language));
  const socials = [
    { href: profile.socialLinks.facebookLink, icon: <FacebookRounded sx={{ color: '#1877F2' }} /> },
    { href: profile.socialLinks.instagramLink, icon: <Instagram sx={{ color: '#E02D69' }} /> },
    { href: profile.socialLinks.linkedinLink, icon: <LinkedIn sx={{ color: '#007EBB' }} /> },
    { href: profile.socialLinks.twitterLink, icon: <X /> },
  ].filter((social) => social.href);
  return (
    <Stack spacing={3}>
      <Card sx={{ py: 3, display: 'flex', textAlign: 'center' }}>
        <Box sx={{ flex: 1 }}>
          <Typography variant="h4">{number.format(profile.follower)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('counts.follower')}
          </Typography>
        </Box>
        <Divider orientation="vertical" flexItem sx={{ borderStyle: 'dashed' }} />
        <Box sx={{ flex: 1 }}>
          <Typography variant="h4">{number.format(profile.following)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('counts.following')}
          </Typography>
        </Box>
      </Card>
      <Card>
        <CardHeader title={t('about.title')} />
        <Stack spacing={2} sx={{ p: 3 }}>
          {profile.about && <Typography variant="body2">{profile.about}</Typography>}
          {profile.country && (
            <Row icon={<PlaceRounded />}>
              {t('about.livesAt')} <strong>{profile.country}</strong>
            </Row>
          )}
          <Row icon={<EmailRounded />}>{profile.email}</Row>
          {profile.company && (
            <Row icon={<BusinessRounded />}>
              {profile.role} {t('about.at')} <strong>{profile.company}</strong>
            </Row>
          )}
          {profile.school && (
            <Row icon={<SchoolRounded />}>
              {t('about.studiedAt')} <strong>{profile.school}</strong>
            </Row>
          )}
        </Stack>
      </Card>
      {socials.length > 0 && (
        <Card>
          <CardHeader title={t('about.social')} />
          <Stack spacing={2} sx={{ p: 3 }}>
            {socials.map((social) => (
              <Row key={social.href} icon={social.icon}>
                <Link href={social.href} target="_blank" rel="noopener noreferrer" color="inherit">
                  {social.href.replace(/^https?:\/\/(www\.)?/, '')}
                </Link>
              </Row>
            ))}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
