// The user-management calls (pages.md §10).
import type { Role, User } from '@keel/contracts/user';
import type {
  UserCardsResponse,
  UserListResponse,
  UserNewBody,
  UserSortField,
  UserUpdateBody,
} from '@keel/contracts/users';
import { http } from '../../lib/http.ts';

/** GET /api/users parameters as the page keeps them (UserListQuerySchema checks them). */
export interface UserListParams {
  page: number;
  pageSize: number;
  sort?: `${UserSortField}:${'asc' | 'desc'}`;
  q?: string;
  status?: 'all' | 'active' | 'banned';
  role?: string[];
  access?: Role;
}

export const usersApi = {
  list: (query: UserListParams, signal?: AbortSignal) =>
    http.get<UserListResponse>('/api/users', { query: { ...query }, signal }),
  roles: () => http.get<{ roles: string[] }>('/api/users/roles'),
  bySlug: (slug: string, signal?: AbortSignal) =>
    http.get<{ user: User }>('/api/users/user', { query: { name: slug }, signal }),
  cards: (query: { page: number; pageSize: number; q?: string }, signal?: AbortSignal) =>
    http.get<UserCardsResponse>('/api/users/cards', { query, signal }),
  create: (body: UserNewBody) => http.post<{ user: User }>('/api/users/new', body),
  update: (body: UserUpdateBody) => http.post<{ user: User }>('/api/users/update', body),
  remove: (userIds: string[]) => http.post<Record<string, never>>('/api/users/delete', { userIds }),
};
