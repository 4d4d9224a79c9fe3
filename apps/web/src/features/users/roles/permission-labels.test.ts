// Every permission a feature adds to packages/contracts/src/permissions.ts needs its label and its
// resource's heading on the Roles page (the locales test then asks for the other four languages).
import { describe, expect, it } from 'vitest';
import { PERMISSIONS, permissionResource } from '@keel/contracts/permissions';
import users from '../../../locales/en/users.json';

describe('permission labels', () => {
  it('names every permission and every resource in English', () => {
    const names = users.permissions.names as Record<string, string>;
    const resources = users.permissions.resources as Record<string, string>;
    expect(PERMISSIONS.filter((permission) => !names[permission.replace('.', '_')])).toEqual([]);
    expect(
      [...new Set(PERMISSIONS.map(permissionResource))].filter((resource) => !resources[resource]),
    ).toEqual([]);
  });
});
