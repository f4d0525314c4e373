import { showToast } from './toast.ts';

/** Copies text and says so in a toast: the clipboard API, or a hidden textarea without permission (plain http). */
export async function copyText(text: string, toast: Parameters<typeof showToast>[0]): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    const area = Object.assign(document.createElement('textarea'), { value: text });
    document.body.append(area);
    area.select();
    document.execCommand('copy');
    area.remove();
  }
  showToast(toast);
}
