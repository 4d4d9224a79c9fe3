// The create / edit form (docs/spec/pages.md#blog "write"): details, content in the rich editor, cover,
// properties, full-screen preview. Validates with the contract's schema; server errors go on
// their fields, the message in an alert. An edit sends what changed and the version it started
// from; when someone saved in between (409), the merge dialog asks field by field.
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
import type { BlogPostInputSchema, BlogPost } from '@keel/contracts/blog';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useSnackbar } from 'notistack';
import { useRef, useState } from 'react';
import { Controller, FormProvider, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { useAppSelector } from '../../../lib/hooks.ts';
import {
  EditConflictDialog,
  type EditConflictDialogProps,
} from '../../../components/edit-conflict-dialog.tsx';
import { LazyEditor } from '../../../components/editor/lazy-editor.tsx';
import { RHFTextField } from '../../../components/form/rhf-text-field.tsx';
import { changedFields } from '../../../lib/changed-fields.ts';
import { conflictingFields, showValue, staleSave } from '../../../lib/edit-conflict.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { paths } from '../../../lib/paths.ts';
import {
  uploadBlogImage,
  useCreateBlogPostMutation,
  useUpdateBlogPostMutation,
} from '../blog.api.ts';
import { CoverField } from './cover-field.tsx';
import { PostContent } from './post-content.tsx';
import { PostHero } from './post-hero.tsx';
import { TagsField } from './tags-field.tsx';

type FormInput = z.input<typeof BlogPostInputSchema>;
type FormOutput = z.output<typeof BlogPostInputSchema>;
// The contract's schema, loaded with zod when the form first validates (lib/lazy-zod-resolver.ts):
// the editing pages themselves carry no zod.
const resolver = lazyZodResolver<FormInput>(() =>
  import('@keel/contracts/blog').then((contract) => contract.BlogPostInputSchema),
) as unknown as Resolver<FormInput, unknown, FormOutput>;
const FIELDS = [
  'title',
  'description',
  'body',
  'cover',
  'tags',
  'metaTitle',
  'metaDescription',
  'metaKeywords',
] as const;
/** What an edit may change: the fields with inputs, and the two switches. */
const EDITABLE = [...FIELDS, 'publish', 'allowComments'] as const;
const LABEL_KEYS: Record<(typeof EDITABLE)[number], string> = {
  title: 'form.title',
  description: 'form.description',
  body: 'form.content',
  cover: 'form.cover',
  tags: 'form.tags',
  metaTitle: 'form.metaTitle',
  metaDescription: 'form.metaDescription',
  metaKeywords: 'form.metaKeywords',
  publish: 'form.publish',
  allowComments: 'form.allowComments',
};
const TAG_SUGGESTIONS = [
  'Product',
  'Engineering',
  'Design',
  'Guides',
  'Performance',
  'Security',
  'Teams',
  'Releases',
  'Accessibility',
  'Data',
];

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
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: defaults(post),
  });
  const { control, handleSubmit, setError, formState, watch } = methods;
  const values = watch();

  // The version this form started from: a save from an older one gets 409 and the merge dialog.
  const version = useRef(post?.version);
  const [createPost] = useCreateBlogPostMutation();
  const [updatePost] = useUpdateBlogPostMutation();
  const [merge, setMerge] = useState<Omit<EditConflictDialogProps, 'open' | 'onCancel'>>();

  function done(saved: BlogPost, message: string) {
    enqueueSnackbar(message);
    navigate(paths.dashboard.blog.view(saved.slug));
  }

  /** Saves `changes`; when someone saved in between, asks field by field and saves the merge. */
  async function saveChanges(
    postId: string,
    changes: Partial<FormOutput>,
  ): Promise<BlogPost | undefined> {
    try {
      return (
        await updatePost({ body: { postId, post: changes, version: version.current } }).unwrap()
      ).post;
    } catch (failure) {
      const stale = staleSave<BlogPost>(failure);
      if (!stale) throw failure;
      version.current = stale.current.version;
      const theirs = stale.current as unknown as FormOutput;
      const differ = conflictingFields(changes, theirs);
      if (differ.length === 0) return saveChanges(postId, changes);
      setMerge({
        changedBy: stale.changedBy?.name ?? null,
        changedAt: stale.changedAt,
        fields: differ.map((name) => ({
          name,
          label: t(LABEL_KEYS[name as (typeof EDITABLE)[number]] ?? name),
          mine: showValue(changes[name]),
          theirs: showValue(theirs[name]),
        })),
        onResolve: async (choices) => {
          const kept = Object.fromEntries(
            Object.entries(changes).filter(([name]) => choices[name] !== 'theirs'),
          );
          setMerge(undefined);
          try {
            const saved = await saveChanges(postId, kept);
            if (saved) done(saved, t('form.changesSaved'));
          } catch (again) {
            setServerError(applyServerErrors(again, setError, FIELDS));
          }
        },
      });
      return undefined;
    }
  }

  const onSubmit = handleSubmit(async (input) => {
    setServerError('');
    try {
      if (post) {
        const saved = await saveChanges(post.id, changedFields(EDITABLE, input, defaults(post)));
        if (saved) done(saved, t('form.changesSaved'));
        return;
      }
      const { post: created } = await createPost({ body: input }).unwrap();
      done(created, created.publish ? t('form.postPublished') : t('form.draftSaved'));
    } catch (failure) {
      setServerError(applyServerErrors(failure, setError, FIELDS));
    }
  });

  return (
    <FormProvider {...methods}>
      {merge && <EditConflictDialog open {...merge} onCancel={() => setMerge(undefined)} />}
      <Stack
        component="form"
        noValidate
        onSubmit={onSubmit}
        spacing={3}
        sx={{ maxWidth: 880, mx: 'auto' }}
      >
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
                    onUploadImage={async (file) => (await uploadBlogImage(file)).upload.url}
                  />
                  {error?.message && (
                    <Typography
                      variant="caption"
                      color="error"
                      sx={{ display: 'block', mt: 1, mx: 1.75 }}
                    >
                      {t(error.message, {
                        ns: 'validation',
                        keySeparator: false,
                        nsSeparator: false,
                        defaultValue: error.message,
                      })}
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
            <TagsField
              name="tags"
              label={t('form.tags')}
              helperText={t('form.tagsHelper')}
              suggestions={TAG_SUGGESTIONS}
            />
            <RHFTextField name="metaTitle" label={t('form.metaTitle')} />
            <RHFTextField
              name="metaDescription"
              label={t('form.metaDescription')}
              multiline
              minRows={3}
            />
            <TagsField
              name="metaKeywords"
              label={t('form.metaKeywords')}
              helperText={t('form.tagsHelper')}
            />
            <Controller
              name="allowComments"
              control={control}
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Switch
                      checked={!!field.value}
                      onChange={(event) => field.onChange(event.target.checked)}
                    />
                  }
                  label={t('form.allowComments')}
                />
              )}
            />
          </Stack>
        </Card>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
          <Controller
            name="publish"
            control={control}
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Switch
                    checked={!!field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                  />
                }
                label={t('form.publish')}
                sx={{ flexGrow: 1 }}
              />
            )}
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
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            p: 2,
            gap: 2,
          }}
        >
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
          <PostHero
            title={values.title || t('form.title')}
            cover={values.cover ?? ''}
            authorName={user?.displayName ?? ''}
            authorAvatar={user?.photoURL ?? null}
            date={new Date().toISOString()}
          />
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
