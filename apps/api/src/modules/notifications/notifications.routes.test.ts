import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const list = (authorization: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/notifications?page=1&pageSize=5',
    headers: { authorization },
  });

describe('notifications', () => {
  it('lists a page of my notifications with totals', async () => {
    const demo = await signIn(t.app, 'demo@keel.dev');
    const body = (await list(demo.headers.authorization)).json();
    expect(body.notifications).toHaveLength(5);
    expect(body.total).toBe(10);
    expect(body.unreadCount).toBe(3);
  });

  it('marks some read, then all read, only for me', async () => {
    const member = await signIn(t.app, 'member@keel.dev');
    const demo = await signIn(t.app, 'demo@keel.dev');
    const first = (await list(member.headers.authorization)).json().notifications[0];
    const update = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/update',
      headers: member.headers,
      payload: { notificationIds: [first.id], isUnRead: false },
    });
    expect(update.statusCode).toBe(200);
    expect((await list(member.headers.authorization)).json().unreadCount).toBe(2);
    // Another user's id answers 404 and changes nothing, even beside one of the caller's own.
    const own = (await list(demo.headers.authorization))
      .json()
      .notifications.find((item: { isUnRead: boolean }) => !item.isUnRead);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/update',
      headers: demo.headers,
      payload: { notificationIds: [own.id, first.id], isUnRead: true },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Notification not found');
    expect((await list(member.headers.authorization)).json().unreadCount).toBe(2);
    expect((await list(demo.headers.authorization)).json().unreadCount).toBe(3);
    await t.app.inject({
      method: 'POST',
      url: '/api/notifications/mark-all-read',
      headers: member.headers,
    });
    expect((await list(member.headers.authorization)).json().unreadCount).toBe(0);
  });

  it('notify() stores the notification and publishes it to the user', async () => {
    const member = await signIn(t.app, 'member@keel.dev');
    const received: unknown[] = [];
    const stop = t.app.events.subscribe((event) => received.push(event));
    const service = t.app.notifications;
    await service.notify(member.userId, { type: 'chat_message', title: 'Hi', groupKey: 'c1' });
    await service.notify(member.userId, {
      type: 'chat_message',
      title: 'Hi again',
      groupKey: 'c1',
    });
    const body = (await list(member.headers.authorization)).json();
    expect(body.notifications[0].title).toBe('Hi again');
    expect(body.unreadCount).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    stop();
    expect(received).toContainEqual(
      expect.objectContaining({ userIds: [member.userId], type: 'notification.new' }),
    );
  });

  it('rejects bad input with 400', async () => {
    const demo = await signIn(t.app, 'demo@keel.dev');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/update',
      headers: demo.headers,
      payload: { notificationIds: ['x'], isUnRead: 'yes' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBeTruthy();
  });
});
