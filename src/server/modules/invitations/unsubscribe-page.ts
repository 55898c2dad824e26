/**
 * The small page of an invitation e-mail's unsubscribe link, in the e-mail's language: GET asks
 * (one button), POST confirms. Self-contained (no script, inline style), so it needs no client
 * bundle and works from any mail app.
 */
type Language = 'vi' | 'en';
export type UnsubscribePageState = 'ask' | 'done' | 'invalid';

const TEXTS = {
  vi: {
    title: 'Hủy nhận thư mời đánh giá',
    ask: 'Bấm nút dưới đây để không nhận thêm lời mời hay lời nhắc đánh giá buổi khám nào gửi tới địa chỉ e-mail hay số điện thoại này.',
    button: 'Hủy nhận thư',
    done: 'Đã hủy nhận. Bạn sẽ không nhận thêm lời mời hay lời nhắc đánh giá nào gửi tới địa chỉ hay số điện thoại này.',
    invalid: 'Liên kết này không hợp lệ. Hãy dùng đúng liên kết trong thư bạn nhận được.',
    home: 'Về trang chủ',
  },
  en: {
    title: 'Unsubscribe from review invitations',
    ask: 'Press the button below to get no more invitations or reminders to review a visit at this e-mail address or phone number.',
    button: 'Unsubscribe',
    done: 'You are unsubscribed. You will get no more review invitations or reminders at this address or number.',
    invalid: 'This link is not valid. Use the link exactly as it is in the e-mail you received.',
    home: 'Go to the home page',
  },
} as const;

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

export function unsubscribePage(state: UnsubscribePageState, lang: Language, token: string) {
  const t = TEXTS[lang];
  const action = `/api/mail/unsubscribe?token=${encodeURIComponent(token)}&lang=${lang}`;
  const body =
    state === 'ask'
      ? `<p>${t.ask}</p><form method="post" action="${escapeHtml(action)}"><button type="submit">${t.button}</button></form>`
      : `<p role="status">${state === 'done' ? t.done : t.invalid}</p>`;
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t.title}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1f2937;line-height:1.5}
h1{font-size:1.4rem}
button{font:inherit;padding:.6rem 1.2rem;border:0;border-radius:.4rem;background:#0f5f8c;color:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
a{color:#0f5f8c}
</style>
</head>
<body>
<main>
<h1>${t.title}</h1>
${body}
<p><a href="/">${t.home}</a></p>
</main>
</body>
</html>`;
}
