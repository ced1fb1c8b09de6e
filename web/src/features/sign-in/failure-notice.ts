import { notification } from 'antd';

/**
 * Sign-in failures as persistent, closable antd notifications (spec 1 §8). Loaded only when a sign-in
 * fails, so antd is not part of the sign-in page's first load.
 */
export function showFailure(title: string, description?: string): void {
  notification.destroy();
  notification.error({ title, description, duration: 0 });
}

export function clearFailures(): void {
  notification.destroy();
}
