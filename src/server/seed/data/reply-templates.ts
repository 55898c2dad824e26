/**
 * Demo reply templates, in Vietnamese and English. {patient} becomes the reviewer's given name
 * (or "Quý khách" / "valued guest" for an anonymous review), {doctor} and {clinic} the names of
 * the doctor and clinic reviewed. Like any reply, they confirm nothing about anyone's care.
 */
export interface DemoReplyTemplate {
  title_vi: string;
  title_en: string;
  body_vi: string;
  body_en: string;
}

export const DEMO_REPLY_TEMPLATES: readonly DemoReplyTemplate[] = [
  {
    title_vi: 'Cảm ơn đánh giá tốt',
    title_en: 'Thanks for a good review',
    body_vi:
      'Chào {patient}, cảm ơn bạn đã dành thời gian chia sẻ cảm nhận về {doctor}. Những lời động viên như thế này là niềm vui lớn của cả đội ngũ {clinic}. Chúc bạn và gia đình luôn mạnh khỏe!',
    body_en:
      'Dear {patient}, thank you for taking the time to share your experience with {doctor}. Kind words like yours mean a great deal to the whole team at {clinic}. We wish you and your family good health!',
  },
  {
    title_vi: 'Xin lỗi và mời liên hệ',
    title_en: 'Apology and invitation to get in touch',
    body_vi:
      'Chào {patient}, {clinic} rất tiếc vì trải nghiệm vừa qua chưa được như mong đợi và chân thành xin lỗi bạn. Chúng tôi muốn lắng nghe thêm để khắc phục: bạn vui lòng liên hệ quầy lễ tân hoặc tổng đài của phòng khám, bộ phận chăm sóc khách hàng sẽ trao đổi trực tiếp với bạn.',
    body_en:
      'Dear {patient}, we at {clinic} are truly sorry that your recent experience fell short of what you expected. We would like to hear more so we can put things right: please contact the clinic’s reception desk or hotline, and our customer care team will follow up with you directly.',
  },
  {
    title_vi: 'Về thời gian chờ',
    title_en: 'About waiting times',
    body_vi:
      'Chào {patient}, cảm ơn bạn đã góp ý về thời gian chờ tại {clinic}. Chúng tôi đang điều chỉnh lịch hẹn và bổ sung nhân sự vào giờ cao điểm để rút ngắn thời gian chờ. Khi đến khám, bạn có thể đặt lịch trước qua tổng đài để được phục vụ nhanh hơn.',
    body_en:
      'Dear {patient}, thank you for your feedback about the waiting time at {clinic}. We are adjusting our appointment schedule and adding staff at busy hours to shorten waits. Booking ahead by phone will help us see you sooner next time.',
  },
];
