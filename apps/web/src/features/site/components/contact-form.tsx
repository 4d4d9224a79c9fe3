// The contact form (contact page and FAQs): Name, Email, Subject, Message → POST /api/contact.
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ContactBodySchema, type ContactBody } from '@keel/contracts/site';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { RHFTextField } from '../../../components/form/rhf-text-field.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useSendContactMessageMutation } from '../site.api.ts';

export function ContactForm() {
  const { t } = useTranslation('site');
  const { enqueueSnackbar } = useSnackbar();
  const [serverError, setServerError] = useState('');
  const [sent, setSent] = useState(false);
  const methods = useForm<ContactBody, unknown, z.output<typeof ContactBodySchema>>({
    resolver: zodResolver(ContactBodySchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { name: '', email: '', subject: '', message: '' },
  });
  const [sendContactMessage] = useSendContactMessageMutation();
  const onSubmit = methods.handleSubmit(async (values) => {
    setServerError('');
    try {
      await sendContactMessage({ body: values }).unwrap();
      enqueueSnackbar(t('contact.sent'));
      setSent(true);
      methods.reset();
    } catch (failure) {
      setServerError(
        applyServerErrors(failure, methods.setError, ['name', 'email', 'subject', 'message']),
      );
    }
  });
  return (
    <FormProvider {...methods}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
        {serverError && (
          <Alert severity="error" role="alert">
            {t(serverError, {
              ns: 'validation',
              keySeparator: false,
              nsSeparator: false,
              defaultValue: serverError,
            })}
          </Alert>
        )}
        {sent && (
          <Alert severity="success" onClose={() => setSent(false)}>
            {t('contact.sent')}
          </Alert>
        )}
        <RHFTextField name="name" label={t('contact.name')} autoComplete="name" />
        <RHFTextField name="email" label={t('contact.email')} type="email" autoComplete="email" />
        <RHFTextField name="subject" label={t('contact.subject')} />
        <RHFTextField name="message" label={t('contact.message')} multiline minRows={4} />
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={methods.formState.isSubmitting}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('contact.submit')}
        </Button>
      </Stack>
    </FormProvider>
  );
}
