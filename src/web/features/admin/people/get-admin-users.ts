import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUser, AdminUserPage, UserSearchQuery } from '@domain/accounts/api';
import { api, toQuery } from '../../../lib/api-client';

export type { AdminUser, AdminUserPage };

/** The Users section's search: the contract's query. */
export type UserFilter = UserSearchQuery;

export const adminUsersKey = ['admin', 'users'] as const;

export const getAdminUsers = (filter: UserFilter, signal?: AbortSignal) =>
  api<AdminUserPage>(`/api/admin/users${toQuery({ q: filter.q, role: filter.role, page: filter.page && filter.page > 1 ? filter.page : undefined })}`, { signal });

export const adminUsersQuery = (filter: UserFilter) =>
  queryOptions({
    queryKey: [...adminUsersKey, filter.q ?? '', filter.role ?? '', filter.page ?? 1],
    queryFn: ({ signal }) => getAdminUsers(filter, signal),
    staleTime: 15_000,
  });

export const useAdminUsers = (filter: UserFilter) => useQuery({ ...adminUsersQuery(filter), placeholderData: keepPreviousData });
