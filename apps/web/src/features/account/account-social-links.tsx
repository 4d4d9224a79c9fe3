// Social links tab: four optional profile URLs.
import { lazyZodResolver } from '../../lib/lazy-zod-resolver.ts';
import FacebookRounded from '@mui/icons-material/FacebookRounded';
import Instagram from '@mui/icons-material/Instagram';
import LinkedIn from '@mui/icons-material/LinkedIn';
import X from '@mui/icons-material/X';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { useSnackbar } from 'notistack';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SocialLinksBody } from '@keel/contracts/account-settings';
import type { SocialLinks } from '@keel/contracts/users';
import { RHFTextField } from '../../components/form/rhf-text-field.tsx';
import { failureFields, failureMessage } from '../../lib/http.ts';
import { useSaveSocialLinksMutation } from './account.api.ts';

// The contract's schema, loaded with zod when the form first validates (lib/lazy-zod-resolver.ts):
// the page itself then carries no zod.
const resolver = lazyZodResolver<SocialLinksBody>(() =>
  import('@keel/contracts/account-settings').then((contract) => contract.SocialLinksBodySchema),
);

const LINKS: { name: keyof SocialLinks; label: string; icon: ReactNode }[] = [
  { name: 'facebookLink', label: 'Facebook', icon: <FacebookRounded sx={{ color: '#1877F2' }} /> },
  { name: 'instagramLink', label: 'Instagram', icon: <Instagram sx={{ color: '#E02D69' }} /> },
  { name: 'linkedinLink', label: 'LinkedIn', icon: <LinkedIn sx={{ color: '#007EBB' }} /> },
  { name: 'twitterLink', label: 'X', icon: <X /> },
];

export function AccountSocialLinks({ initial }: { initial: SocialLinks }) {
  const { t } = useTranslation(['account', 'validation']);
  const { enqueueSnackbar } = useSnackbar();
  const [saveSocialLinks] = useSaveSocialLinksMutation();
  const methods = useForm<SocialLinksBody>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { socialLinks: initial },
  });
  const { handleSubmit, formState, setError, reset } = methods;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { socialLinks } = await saveSocialLinks({ body: values }).unwrap();
      reset({ socialLinks });
      enqueueSnackbar(t('saved'));
    } catch (failure) {
      for (const [field, message] of Object.entries(failureFields(failure))) {
        setError(field as `socialLinks.${keyof SocialLinks}`, { type: 'server', message });
      }
      const message = failureMessage(failure);
      enqueueSnackbar(
        t(message, {
          ns: 'validation',
          keySeparator: false,
          nsSeparator: false,
          defaultValue: message,
        }),
        { variant: 'error' },
      );
    }
  });

  return (
    <FormProvider {...methods}>
      <Card component="form" noValidate onSubmit={onSubmit} sx={{ p: 3 }}>
        <Stack spacing={3}>
          {LINKS.map((link) => (
            <RHFTextField
              key={link.name}
              name={`socialLinks.${link.name}`}
              label={link.label}
              placeholder="https://"
              slotProps={{
                input: {
                  startAdornment: <InputAdornment position="start">{link.icon}</InputAdornment>,
                },
              }}
            />
          ))}
          <Button
            type="submit"
            variant="contained"
            loading={formState.isSubmitting}
            sx={{ alignSelf: 'flex-end' }}
          >
            {t('saveChanges')}
          </Button>
        </Stack>
      </Card>
    </FormProvider>
  );
}
