/** Demo announcements in Vietnamese with their English versions, newest first. */

export interface DemoAnnouncement {
  title: string;
  content: string;
  title_en: string;
  content_en: string;
  /** Creation date, in days before the seeding day. */
  daysAgo: number;
}

export const DEMO_ANNOUNCEMENTS: readonly DemoAnnouncement[] = [
  {
    title: 'Ra mắt hệ thống đánh giá bác sĩ trực tuyến',
    content:
      'Từ tháng này, sau mỗi lần khám tại An Khang, quý khách sẽ nhận được mã lượt khám in trên hóa đơn. Chỉ cần đăng nhập, nhập mã lượt khám cùng số điện thoại đã đăng ký để đánh giá bác sĩ theo ba tiêu chí: chuyên môn y khoa, trải nghiệm khám bệnh, thái độ và tuân thủ quy định.\n\nMỗi đánh giá đều được kiểm duyệt trước khi hiển thị và quý khách có thể chọn ẩn danh. Ý kiến của quý khách giúp chúng tôi nâng cao chất lượng phục vụ mỗi ngày.',
    title_en: 'Online doctor reviews are here',
    content_en:
      'From this month, after each visit to An Khang you will find a visit code on your receipt. Sign in and enter the visit code with your registered phone number to rate your doctor on three criteria: medical expertise, visit experience, and attitude and compliance.\n\nEvery review is moderated before it is shown, and you can choose to stay anonymous. Your feedback helps us improve every day.',
    daysAgo: 3,
  },
  {
    title: 'Chiến dịch tiêm vắc-xin cúm mùa cho trẻ em và người cao tuổi',
    content:
      'Từ ngày 1 đến ngày 30 tháng tới, các phòng khám An Khang tại Quận 3, Quận 7 và Cầu Giấy triển khai tiêm vắc-xin cúm mùa, ưu đãi 15% cho trẻ từ 6 tháng đến 5 tuổi và người trên 60 tuổi.\n\nQuý khách vui lòng đặt lịch trước qua tổng đài hoặc tại quầy lễ tân, mang theo sổ tiêm chủng và đến sớm 15 phút để được bác sĩ khám sàng lọc trước khi tiêm.',
    title_en: 'Seasonal flu vaccination for children and older people',
    content_en:
      'From the 1st to the 30th of next month, An Khang clinics in District 3, District 7 and Cau Giay offer seasonal flu vaccination, with 15% off for children from 6 months to 5 years and people over 60.\n\nPlease book ahead by phone or at reception, bring your vaccination record and arrive 15 minutes early for a screening visit before the vaccination.',
    daysAgo: 18,
  },
  {
    title: 'Lịch làm việc dịp Tết Nguyên đán',
    content:
      'Hệ thống phòng khám An Khang nghỉ Tết từ ngày 29 tháng Chạp đến hết mùng 4 Tết và làm việc trở lại từ mùng 5 Tết theo giờ thông thường.\n\nTrong thời gian nghỉ, phòng khám Quận 1 vẫn mở cửa buổi sáng từ 8:00 đến 12:00 để tiếp nhận các trường hợp cần thiết. Chúc quý khách và gia đình một năm mới an khang, thịnh vượng!',
    title_en: 'Opening hours over the Lunar New Year',
    content_en:
      'An Khang clinics close from the 29th of the last lunar month to the 4th day of the New Year and reopen on the 5th day at the usual hours.\n\nDuring the holiday, the District 1 clinic stays open in the morning from 08:00 to 12:00 for urgent cases. We wish you and your family a happy and prosperous New Year!',
    daysAgo: 47,
  },
];
