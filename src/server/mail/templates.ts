/** E-mail texts in the recipient's language. */
import type { MailMessage } from './transport';

export type MailLanguage = 'vi' | 'en';

const TEXTS = {
  verify: {
    vi: {
      subject: 'Xác nhận địa chỉ e-mail của bạn',
      body: 'Chào bạn,\n\nVui lòng xác nhận địa chỉ e-mail bằng cách mở liên kết sau:\n{url}\n\nNếu bạn không đăng ký tài khoản, hãy bỏ qua thư này.',
    },
    en: {
      subject: 'Confirm your e-mail address',
      body: 'Hello,\n\nPlease confirm your e-mail address by opening this link:\n{url}\n\nIf you did not sign up, you can ignore this message.',
    },
  },
  reset: {
    vi: {
      subject: 'Đặt lại mật khẩu',
      body: 'Chào bạn,\n\nChúng tôi nhận được yêu cầu đặt lại mật khẩu cho tài khoản của bạn. Mở liên kết sau trong vòng 1 giờ để đặt mật khẩu mới:\n{url}\n\nNếu bạn không yêu cầu, hãy bỏ qua thư này; mật khẩu của bạn vẫn giữ nguyên.',
    },
    en: {
      subject: 'Reset your password',
      body: 'Hello,\n\nWe received a request to reset the password of your account. Open this link within 1 hour to choose a new password:\n{url}\n\nIf you did not ask for this, ignore this message; your password stays the same.',
    },
  },
  passwordChanged: {
    vi: {
      subject: 'Mật khẩu của bạn đã được thay đổi',
      body: 'Chào bạn,\n\nMật khẩu tài khoản của bạn vừa được thay đổi và các phiên đăng nhập khác đã được đăng xuất. Nếu không phải bạn, hãy đặt lại mật khẩu ngay.',
    },
    en: {
      subject: 'Your password was changed',
      body: 'Hello,\n\nThe password of your account was just changed and your other sessions were signed out. If this was not you, reset your password now.',
    },
  },
} as const;

export type MailKind = keyof typeof TEXTS;

export function renderMail(
  kind: MailKind,
  language: MailLanguage,
  to: string,
  vars: Record<string, string> = {},
): MailMessage {
  const t = TEXTS[kind][language] ?? TEXTS[kind].vi;
  const text = t.body.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? '');
  return { to, subject: t.subject, text };
}
