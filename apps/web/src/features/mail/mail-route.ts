// Where the mail page is: the label from the path (/mail/{systemLabel} or /mail/label/{customLabel}),
// the open mail, and the list's page and search kept in the URL.
import InboxRounded from '@mui/icons-material/InboxRounded';
import ArchiveRounded from '@mui/icons-material/ArchiveRounded';
import SendRounded from '@mui/icons-material/SendRounded';
import DraftsRounded from '@mui/icons-material/DraftsRounded';
import DeleteRounded from '@mui/icons-material/DeleteRounded';
import ReportRounded from '@mui/icons-material/ReportRounded';
import LabelImportantRounded from '@mui/icons-material/LabelImportantRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import AllInboxRounded from '@mui/icons-material/AllInboxRounded';
import LabelRounded from '@mui/icons-material/LabelRounded';
import { createElement, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { CUSTOM_LABEL_IDS, SYSTEM_LABELS } from '@keel/contracts/mail-constants';
import type { MailLabel, MailListQuery, SystemLabel } from '@keel/contracts/mail';
import { paths } from '../../lib/paths.ts';

export const MAIL_PAGE_SIZE = 20;

export interface MailLocation {
  labelId: string;
  type: 'system' | 'custom';
  valid: boolean;
  mailId: string | undefined;
  page: number;
  q: string;
}

export function useMailLocation(): MailLocation {
  const params = useParams();
  const [search] = useSearchParams();
  const custom = params.customLabel;
  const labelId = custom ?? params.systemLabel ?? 'inbox';
  const valid = custom
    ? CUSTOM_LABEL_IDS.includes(custom)
    : (SYSTEM_LABELS as readonly string[]).includes(labelId);
  const page = Math.max(1, Number(search.get('page')) || 1);
  return {
    labelId,
    type: custom ? 'custom' : 'system',
    valid,
    mailId: params.mailId,
    page,
    q: search.get('q') ?? '',
  };
}

export function listQuery(location: MailLocation): MailListQuery {
  const base = { page: location.page, pageSize: MAIL_PAGE_SIZE, q: location.q || undefined };
  return location.type === 'custom'
    ? { ...base, customLabel: location.labelId }
    : { ...base, systemLabel: location.labelId as SystemLabel };
}

export function labelPath(label: Pick<MailLabel, 'id' | 'type'>): string {
  return label.type === 'custom'
    ? `${paths.dashboard.mail.root}/label/${label.id}`
    : `${paths.dashboard.mail.root}/${label.id}`;
}

export function mailPath(location: Pick<MailLocation, 'labelId' | 'type'>, mailId: string): string {
  return `${labelPath({ id: location.labelId, type: location.type })}/${mailId}`;
}

const ICONS: Record<string, typeof InboxRounded> = {
  all: AllInboxRounded,
  inbox: InboxRounded,
  sent: SendRounded,
  drafts: DraftsRounded,
  trash: DeleteRounded,
  spam: ReportRounded,
  important: LabelImportantRounded,
  starred: StarRounded,
  archive: ArchiveRounded,
};

export function labelIcon(label: Pick<MailLabel, 'id' | 'color' | 'type'>): ReactNode {
  const icon = ICONS[label.id] ?? LabelRounded;
  return createElement(icon, {
    fontSize: 'small',
    sx: label.type === 'custom' ? { color: label.color } : undefined,
  });
}
