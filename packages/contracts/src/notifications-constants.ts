// Notifications' constants, without zod: the dashboard header imports them on every route.
/** Pushed over the WebSocket when a notification is created. */
export const NOTIFICATION_EVENT = 'notification.new';
