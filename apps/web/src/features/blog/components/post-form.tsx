// The create / edit form (pages.md §13 "write"): details, content in the rich editor, cover,
// properties, full-screen preview. Validates with the contract's schema; server errors go on
// their fields, the message in an alert.
import { zodResolver } from '@hookform/resolvers/zod';
import CloseRounded from '@mui/icons-material/CloseRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { BlogPostInputSchema, type BlogPost } from '@keel/contracts/blog';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { useAppSelector } from '../../../app/hooks.ts';
import { LazyEditor } from '../../../components/editor/lazy-editor.tsx';
import { RHFTextField } from '../../../components/form/rhf-text-field.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { paths } from '../../../lib/paths.ts';
import { blogApi } from '../blog.api.ts';
import { CoverField } from './cover-field.tsx';
import { PostContent } from './post-content.tsx';
import { PostHero } from './post-hero.tsx';
import { TagsField } from './tags-field.tsx';

type FormInput = z.input<typeof BlogPostInputSchema>;
type FormOutput = z.output<typeof BlogPostInputSchema>;
const FIELDS = ['title', 'description', 'body', 'cover', 'tags', 'metaTitle', 'metaDescription', 'metaKeywords'] as const;
const TAG_SUGGESTIONS = ['Product', 'Engineering', 'Design', 'Guides', 'Performance', 'Security', 'Teams', 'Releases', 'Accessibility', 'Data'];

function defaults(post?: BlogPost): FormInput {
  return {
    title: post?.title ?? '',
    description: post?.description ?? '',
    body: post?.body ?? '',
    cover: post?.cover ?? '',
    tags: post?.tags ?? [],
    publish: post?.publish ?? true,
    allowComments: post?.allowComments ?? true,
    metaTitle: post?.metaTitle ?? '',
    metaDescription: post?.metaDescription ?? '',
    metaKeywords: post?.metaKeywords ?? [],
  };
}

export function PostForm({ post }: { post?: BlogPost }) {
  const { t } = useTranslation('blog');
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const user = useAppSelector((state) => state.session.user);
  const [serverError, setServerError] = useState('');
  const [preview, setPreview] = useState(false);
  const methods = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(BlogPostInputSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: defaults(post),
  });
  const { control, handleSubmit, setError, formState, watch } = methods;
  const values = watch();

  const onSubmit = handleSubmit(async (input) => {
    setServerError('');
    try {
      const { post: saved } = post ? await blogApi.update(post.id, input) : await blogApi.create(input);
      enqueueSnackbar(post ? t('form.changesSaved') : saved.publish ? t('form.postPublished') : t('form.draftSaved'));
      navigate(paths.dashboard.blog.view(saved.slug));
    } catch (failure) {
      setServerError(applyServerErrors(failure, setError, FIELDS));
    }
  });

  return (
    <FormProvider {...methods}>
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={3} sx={{ maxWidth: 880, mx: 'auto' }}>
        {serverError && (
          <Alert severity="error" role="alert">
            {t(serverError, { ns: 'validation', keySeparator: false, nsSeparator: false, defaultValue: serverError })}
          </Alert>
        )}
        <Card>
          <CardHeader title={t('form.details')} subheader={t('form.detailsCaption')} />
          <Stack spacing={3} sx={{ p: 3 }}>
            <RHFTextField name="title" label={t('form.title')} />
            <RHFTextField name="description" label={t('form.description')} multiline minRows={3} />
            <Controller
              name="body"
              control={control}
              render={({ field, fieldState: { error } }) => (
                <Box>
                  <Typography variant="subtitle2" sx={{ mb: 1 }}>
                    {t('form.content')}
                  </Typography>
                  <LazyEditor
                    ariaLabel={t('form.content')}
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    error={!!error}
                    minHeight={320}
                    onUploadImage={async (file) => (await blogApi.uploadImage(file)).upload.url}
                  />
                  {error?.message && (
                    <Typography variant="caption" color="error" sx={{ display: 'block', mt: 1, mx: 1.75 }}>
                      {t(error.message, { ns: 'validation', keySeparator: false, nsSeparator: false, defaultValue: error.message })}
                    </Typography>
                  )}
                </Box>
              )}
            />
            <CoverField name="cover" />
          </Stack>
        </Card>
        <Card>
          <CardHeader title={t('form.properties')} subheader={t('form.propertiesCaption')} />
          <Stack spacing={3} sx={{ p: 3 }}>
            <TagsField name="tags" label={t('form.tags')} helperText={t('form.tagsHelper')} suggestions={TAG_SUGGESTIONS} />
            <RHFTextField name="metaTitle" label={t('form.metaTitle')} />
            <RHFTextField name="metaDescription" label={t('form.metaDescription')} multiline minRows={3} />
            <TagsField name="metaKeywords" label={t('form.metaKeywords')} helperText={t('form.tagsHelper')} />
            <Controller
              name="allowComments"
              control={control}
              render={({ field }) => <FormControlLabel control={<Switch checked={!!field.value} onChange={(event) => field.onChange(event.target.checked)} />} label={t('form.allowComments')} />}
            />
          </Stack>
        </Card>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
          <Controller
            name="publish"
            control={control}
            render={({ field }) => <FormControlLabel control={<Switch checked={!!field.value} onChange={(event) => field.onChange(event.target.checked)} />} label={t('form.publish')} sx={{ flexGrow: 1 }} />}
          />
          <Button color="inherit" variant="outlined" size="large" onClick={() => setPreview(true)}>
            {t('form.preview')}
          </Button>
          <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
            {post ? t('form.saveChanges') : t('form.post')}
          </Button>
        </Box>
      </Stack>
      <Dialog fullScreen open={preview} onClose={() => setPreview(false)}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 2, gap: 2 }}>
          <Typography variant="h6">{t('form.preview')}</Typography>
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button
              variant="contained"
              loading={formState.isSubmitting}
              onClick={() => {
                setPreview(false);
                void onSubmit();
              }}
            >
              {post ? t('form.saveChanges') : t('form.post')}
            </Button>
            <IconButton aria-label={t('form.closePreview')} onClick={() => setPreview(false)}>
              <CloseRounded />
            </IconButton>
          </Box>
        </Box>
        <Container sx={{ pb: 8 }}>
          <PostHero title={values.title || t('form.title')} cover={values.cover ?? ''} authorName={user?.displayName ?? ''} authorAvatar={user?.photoURL ?? null} date={new Date().toISOString()} />
          <Box sx={{ maxWidth: 720, mx: 'auto', py: 5 }}>
            <Typography variant="h6" component="p" sx={{ mb: 4 }}>
              {values.description}
            </Typography>
            <PostContent html={values.body ?? ''} />
          </Box>
        </Container>
      </Dialog>
    </FormProvider>
  );
}
