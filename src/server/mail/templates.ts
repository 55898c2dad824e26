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
  twoFactorEnabled: {
    vi: {
      subject: 'Xác thực hai bước đã được bật',
      body: 'Chào bạn,\n\nXác thực hai bước vừa được bật cho tài khoản của bạn và các phiên đăng nhập khác đã được đăng xuất. Nếu không phải bạn, hãy đặt lại mật khẩu ngay và liên hệ với chúng tôi.',
    },
    en: {
      subject: 'Two-factor authentication was turned on',
      body: 'Hello,\n\nTwo-factor authentication was just turned on for your account and your other sessions were signed out. If this was not you, reset your password now and contact us.',
    },
  },
  twoFactorDisabled: {
    vi: {
      subject: 'Xác thực hai bước đã bị tắt',
      body: 'Chào bạn,\n\nXác thực hai bước vừa bị tắt cho tài khoản của bạn và các phiên đăng nhập khác đã được đăng xuất. Nếu không phải bạn, hãy đặt lại mật khẩu ngay và liên hệ với chúng tôi.',
    },
    en: {
      subject: 'Two-factor authentication was turned off',
      body: 'Hello,\n\nTwo-factor authentication was just turned off for your account and your other sessions were signed out. If this was not you, reset your password now and contact us.',
    },
  },
  twoFactorEnrolLink: {
    vi: {
      subject: 'Xác nhận bật xác thực hai bước',
      body: 'Chào bạn,\n\nĐể bật xác thực hai bước cho tài khoản quản trị của bạn, hãy mở liên kết sau trong vòng 30 phút (chỉ dùng được một lần):\n{url}\n\nNếu bạn không yêu cầu, hãy bỏ qua thư này và đổi mật khẩu.',
    },
    en: {
      subject: 'Confirm turning on two-factor authentication',
      body: 'Hello,\n\nTo turn on two-factor authentication for your administrator account, open this link within 30 minutes (it works once):\n{url}\n\nIf you did not ask for this, ignore this message and change your password.',
    },
  },
  signUpExisting: {
    vi: {
      subject: 'Có người đã thử đăng ký bằng e-mail của bạn',
      body: 'Chào bạn,\n\nAi đó vừa thử tạo tài khoản mới bằng địa chỉ e-mail này, nhưng bạn đã có tài khoản. Nếu đó là bạn và bạn quên mật khẩu, hãy đặt lại tại:\n{url}\n\nNếu không phải bạn, bạn có thể bỏ qua thư này; tài khoản của bạn không thay đổi.',
    },
    en: {
      subject: 'Someone tried to sign up with your e-mail',
      body: 'Hello,\n\nSomeone just tried to create a new account with this e-mail address, but you already have one. If that was you and you forgot your password, reset it here:\n{url}\n\nIf it was not you, you can ignore this message; your account has not changed.',
    },
  },
  doctorInvitation: {
    vi: {
      subject: 'Lời mời liên kết tài khoản bác sĩ',
      body: 'Kính gửi {doctor},\n\nBạn được mời liên kết một tài khoản với hồ sơ bác sĩ của mình để xem đánh giá và trả lời công khai. Mở liên kết sau trong vòng 7 ngày, rồi đăng nhập hoặc tạo tài khoản bằng chính địa chỉ e-mail này:\n{url}\n\nNếu bạn không chờ thư này, hãy bỏ qua nó.',
    },
    en: {
      subject: 'Invitation to link your doctor account',
      body: 'Dear {doctor},\n\nYou are invited to link an account to your doctor profile, to see your reviews and reply publicly. Open this link within 7 days, then sign in or create an account with this same e-mail address:\n{url}\n\nIf you did not expect this message, ignore it.',
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
