/** E-mail texts in the recipient's language. */
import type { MailMessage } from './transport';

export type MailLanguage = 'vi' | 'en';

const TEXTS = {
  verify: {
    vi: {
      subject: 'Hoàn tất tài khoản: xác nhận e-mail của bạn',
      body: 'Chào bạn,\n\nMở liên kết sau để xác nhận địa chỉ e-mail này. Liên kết sẽ đăng nhập cho bạn trên thiết bị bạn mở nó và đưa bạn trở lại trang bạn đang dùng, không cần nhập lại mật khẩu:\n{url}\n\nNếu bạn không đăng ký tài khoản, hãy bỏ qua thư này; không có gì thay đổi.',
    },
    en: {
      subject: 'Finish your account: confirm your e-mail',
      body: 'Hello,\n\nOpen this link to confirm this e-mail address. It signs you in on the device you open it on and takes you back to the page you were using, with no password to type again:\n{url}\n\nIf you did not sign up, ignore this message; nothing changes.',
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
      subject: 'Bạn đã có tài khoản với e-mail này',
      body: 'Chào bạn,\n\nAi đó vừa thử tạo tài khoản mới bằng địa chỉ e-mail này, nhưng bạn đã có tài khoản. Nếu đó là bạn, hãy đăng nhập bằng mật khẩu hiện tại; liên kết sau đưa bạn trở lại trang bạn đang dùng:\n{url}\n\nQuên mật khẩu? Đặt lại tại:\n{resetUrl}\n\nNếu không phải bạn, hãy bỏ qua thư này; tài khoản của bạn không thay đổi.',
    },
    en: {
      subject: 'You already have an account with this e-mail',
      body: 'Hello,\n\nSomeone just tried to create a new account with this e-mail address, but you already have one. If that was you, sign in with your current password; this link takes you back to the page you were using:\n{url}\n\nForgot your password? Reset it here:\n{resetUrl}\n\nIf it was not you, ignore this message; your account has not changed.',
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

// ---------------------------------------------------------------- visit invitation e-mails

const VISIT_INVITATION_TEXTS = {
  invitation: {
    vi: {
      subject: 'Buổi khám ngày {date} của bạn thế nào?',
      body: 'Chào bạn,\n\nCảm ơn bạn đã đến khám{clinic} ngày {date}. Dù trải nghiệm tốt hay chưa tốt, ý kiến của bạn giúp người bệnh khác chọn bác sĩ và giúp phòng khám làm tốt hơn. Mở liên kết riêng của bạn để đánh giá, không cần nhập mã khám hay số điện thoại:\n{url}\n\nLiên kết dùng được đến ngày {expires}.\n\nKhông muốn nhận thư mời đánh giá nữa? Hủy nhận thư bằng một lần bấm:\n{unsubscribe}',
    },
    en: {
      subject: 'How was your visit on {date}?',
      body: 'Hello,\n\nThank you for your visit{clinic} on {date}. Whether it went well or not, your opinion helps other patients choose a doctor and helps the clinic do better. Open your personal link to review it, with no visit code or phone number to type:\n{url}\n\nThe link works until {expires}.\n\nDo not want review invitations any more? Unsubscribe in one click:\n{unsubscribe}',
    },
  },
  reminder: {
    vi: {
      subject: 'Nhắc nhẹ: đánh giá buổi khám ngày {date}',
      body: 'Chào bạn,\n\nVài ngày trước chúng tôi đã mời bạn đánh giá buổi khám{clinic} ngày {date}. Nếu bạn có một phút, liên kết riêng của bạn vẫn dùng được đến ngày {expires}:\n{url}\n\nĐây là thư nhắc duy nhất về buổi khám này.\n\nKhông muốn nhận thư mời đánh giá nữa? Hủy nhận thư bằng một lần bấm:\n{unsubscribe}',
    },
    en: {
      subject: 'A gentle reminder: review your visit on {date}',
      body: 'Hello,\n\nA few days ago we invited you to review your visit{clinic} on {date}. If you have a minute, your personal link still works until {expires}:\n{url}\n\nThis is the only reminder about this visit.\n\nDo not want review invitations any more? Unsubscribe in one click:\n{unsubscribe}',
    },
  },
} as const;

const VISIT_DATE_FORMAT = {
  vi: new Intl.DateTimeFormat('vi-VN', { timeZone: 'UTC', dateStyle: 'long' }),
  en: new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', dateStyle: 'long' }),
};

/**
 * The invitation to review a visit, or its one reminder, in the patient's language: their
 * personal link and a one-click unsubscribe link (also given as List-Unsubscribe headers).
 */
export function renderVisitInvitationMail(
  kind: 'invitation' | 'reminder',
  language: MailLanguage,
  to: string,
  vars: {
    url: string;
    unsubscribeUrl: string;
    /** yyyy-mm-dd */
    visitDate: string;
    expiresAt: Date;
    clinic: string | null;
  },
): MailMessage & { headers: Record<string, string> } {
  const t = VISIT_INVITATION_TEXTS[kind][language] ?? VISIT_INVITATION_TEXTS[kind].vi;
  const format = VISIT_DATE_FORMAT[language] ?? VISIT_DATE_FORMAT.vi;
  const values: Record<string, string> = {
    date: format.format(new Date(`${vars.visitDate}T00:00:00Z`)),
    expires: format.format(vars.expiresAt),
    clinic: vars.clinic ? (language === 'en' ? ` to ${vars.clinic}` : ` tại ${vars.clinic}`) : '',
    url: vars.url,
    unsubscribe: vars.unsubscribeUrl,
  };
  const fill = (s: string) => s.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');
  return {
    to,
    subject: fill(t.subject),
    text: fill(t.body),
    headers: {
      'List-Unsubscribe': `<${vars.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
