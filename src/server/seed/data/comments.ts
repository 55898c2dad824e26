/**
 * Review comment texts, grouped by sentiment so that low ratings get critical comments and high
 * ratings warm ones. Generic texts are doctor-neutral; specialty texts mention the specialty's
 * typical care. Add-ons are short closing sentences appended when the base texts run out, so no
 * two demo reviews share a comment.
 */

export type Sentiment = 'excellent' | 'good' | 'mixed' | 'poor';

export function sentimentOf(rating: number): Sentiment {
  if (rating >= 5) return 'excellent';
  if (rating === 4) return 'good';
  if (rating === 3) return 'mixed';
  return 'poor';
}

export interface CommentPool {
  vi: readonly string[];
  en: readonly string[];
}

export const COMMENTS: Record<Sentiment, CommentPool> = {
  excellent: {
    vi: [
      'Bác sĩ khám rất kỹ, giải thích rõ ràng từng chỉ số xét nghiệm. Mình yên tâm hẳn sau buổi khám.',
      'Rất hài lòng! Bác sĩ nhẹ nhàng, lắng nghe hết các triệu chứng rồi mới kê đơn, không cho thuốc tràn lan.',
      'Lần đầu đi khám mà được tư vấn tận tình như vậy. Sẽ quay lại tái khám đúng hẹn.',
      'Bác sĩ giỏi chuyên môn và rất có tâm. Uống thuốc một tuần là đỡ hẳn.',
      'Đặt lịch online, đến nơi chỉ chờ khoảng 10 phút. Bác sĩ thân thiện, dặn dò chế độ ăn uống rất cụ thể.',
      'Cảm ơn bác sĩ đã kiên nhẫn trả lời cả chục câu hỏi của mình mà không hề tỏ ra khó chịu.',
      'Khám xong bác sĩ còn vẽ hình minh họa để mình hiểu bệnh. Quá chu đáo!',
      'Đã đi nhiều nơi nhưng đến đây mới được chẩn đoán đúng bệnh. Biết ơn bác sĩ rất nhiều.',
      '10 điểm cho cả bác sĩ lẫn đội ngũ điều dưỡng. Phòng khám sạch sẽ, sắp xếp khoa học.',
      'Bác sĩ gọi điện hỏi thăm sau ba ngày dùng thuốc, mình thấy rất ấm lòng.',
      'Chuyên môn vững, nói chuyện dễ hiểu, không hù dọa bệnh nhân. Rất đáng tin cậy.',
      'Cả nhà mình đều khám ở đây. Bác sĩ nhớ cả tiền sử bệnh của từng người, rất chu đáo.',
      'Bác sĩ giải thích rõ lợi ích và rủi ro của từng phương án điều trị để mình tự quyết định. Rất tôn trọng người bệnh.',
      'Tái khám lần thứ ba, kết quả tiến triển tốt đúng như bác sĩ dự đoán.',
      'Mình rất sợ đi khám nhưng bác sĩ trấn an rất khéo. Cảm ơn nhiều ạ!',
      'Khám đúng giờ hẹn, không phải chờ lâu. Bác sĩ hỏi bệnh kỹ và hướng dẫn theo dõi tại nhà rất chi tiết.',
      'Bác sĩ chỉ cho làm những xét nghiệm thật sự cần thiết, tiết kiệm cho mình khá nhiều chi phí.',
      'Một trong những bác sĩ tận tâm nhất mình từng gặp. Highly recommend!',
      'Thái độ niềm nở, chuyên môn cao. Đơn thuốc ghi rõ ràng, có hướng dẫn cách uống cụ thể.',
      'Bác sĩ phát hiện sớm vấn đề mà lần khám trước ở nơi khác bỏ sót. Thật may mắn.',
      'Mẹ mình lớn tuổi, nghe kém nhưng bác sĩ vẫn kiên nhẫn nói chậm, nhắc lại nhiều lần. Rất cảm kích.',
      'Tuyệt vời. Không có gì để chê.',
      'Khám kỹ, kê ít thuốc mà hiệu quả. Sẽ giới thiệu cho bạn bè.',
      'Bác sĩ dành gần 30 phút để tư vấn, không hề vội vàng dù phòng chờ khá đông.',
      'Mình được hướng dẫn cả bài tập và chế độ sinh hoạt, không chỉ uống thuốc. Sau một tháng sức khỏe cải thiện rõ rệt.',
      'Bác sĩ rất có tâm, phòng khám còn nhắn tin nhắc lịch tái khám rất đúng lúc.',
      'Từ lúc đón tiếp đến lúc lấy thuốc đều nhanh gọn. Bác sĩ giỏi và dễ mến.',
      'Bác sĩ trả lời thẳng thắn, không vòng vo, giúp mình hiểu rõ tình trạng sức khỏe của mình.',
      'Đánh giá 5 sao không chút do dự. Cảm ơn phòng khám An Khang!',
      'Khám rất kỹ, không chỉ định thủ thuật không cần thiết. Mình hoàn toàn tin tưởng.',
      'Bác sĩ tận tình, giọng nói nhẹ nhàng, làm mình bớt lo lắng hẳn.',
      'Chẩn đoán chính xác ngay lần đầu, điều trị dứt điểm sau hai tuần.',
    ],
    en: [
      'Excellent doctor. Took the time to explain everything in clear English and never made me feel rushed.',
      'Best medical experience I have had since moving to Saigon. Thorough, kind and very professional.',
      'Very knowledgeable and reassuring. The follow-up plan was clear and easy to stick to.',
      'Friendly staff, short wait, and a doctor who actually listens. Five stars.',
      'Diagnosed the problem quickly after two other clinics had missed it. Extremely grateful.',
      'Explained my test results line by line and gave me a written summary. Outstanding care.',
      'Gentle, patient and clearly an expert. I would recommend this doctor to any expat family.',
      'Great bedside manner and no unnecessary tests or medicines. Exactly what I look for in a doctor.',
      'Came in worried and left reassured. Thank you for the careful examination.',
      'Professional from start to finish: booking, consultation and pharmacy all ran smoothly.',
    ],
  },
  good: {
    vi: [
      'Bác sĩ khám kỹ và tư vấn dễ hiểu. Chỉ có điều phải chờ hơi lâu, gần 40 phút.',
      'Chuyên môn tốt, thuốc có hiệu quả. Phòng chờ hơi chật vào buổi tối.',
      'Bác sĩ nhiệt tình, nhưng nói hơi nhanh nên mình phải hỏi lại vài lần.',
      'Nhìn chung hài lòng. Giá khám hơi cao so với mặt bằng chung nhưng xứng đáng.',
      'Khám ổn, bác sĩ dễ chịu. Mong phòng khám có thêm chỗ gửi xe ô tô.',
      'Bác sĩ giải thích cặn kẽ, có điều nhân viên quầy tiếp đón chưa được niềm nở lắm.',
      'Điều trị hiệu quả, bệnh đã đỡ nhiều. Trừ một sao vì lịch hẹn bị dời một lần.',
      'Bác sĩ hiểu biết rộng, tư vấn kỹ. Thời gian chờ lấy kết quả xét nghiệm hơi lâu.',
      'Trải nghiệm tốt. Bác sĩ thân thiện, kê đơn hợp lý, chỉ mong thời gian khám dài hơn một chút.',
      'Khám cẩn thận, kết quả rõ ràng. Phòng khám sạch nhưng máy lạnh hơi lạnh.',
      'Mình khá hài lòng, bác sĩ trả lời tin nhắn hỏi thêm sau khi khám rất nhanh.',
      'Bác sĩ tận tâm. Giá mấy loại thuốc ngoài danh mục bảo hiểm hơi đắt.',
      'Tư vấn chu đáo, nhưng thủ tục thanh toán bảo hiểm còn rườm rà.',
      'Bác sĩ giỏi, hơi kiệm lời nhưng làm việc rất chắc chắn.',
      'Đến đúng giờ vẫn phải chờ 20 phút, bù lại bác sĩ khám rất kỹ.',
      'Hài lòng về chuyên môn. Trang đặt lịch đôi lúc bị lỗi.',
      'Bác sĩ dễ gần, tư vấn rõ. Mình sẽ quay lại nếu cần.',
      'Hiệu quả điều trị tốt, chỉ là phải tái khám nhiều lần nên hơi mất thời gian.',
      'Khám nhanh gọn, đúng bệnh. Mong bác sĩ giải thích thêm về tác dụng phụ của thuốc.',
      'Tốt. Nhân viên hỗ trợ nhiệt tình, bác sĩ chuyên nghiệp.',
      'Bác sĩ có chuyên môn, tuy nhiên sáng thứ Bảy rất đông nên khám hơi vội.',
      'Phòng khám hiện đại, bác sĩ tư vấn ổn. Giá dịch vụ nên niêm yết rõ hơn.',
      'Được hướng dẫn chi tiết cách dùng thuốc. Chỉ tiếc là phải đi lại hai lần để làm xét nghiệm.',
      'Nhìn chung tốt, sẽ giới thiệu cho người quen.',
    ],
    en: [
      'Good doctor and clear explanations. The wait was a bit long, around 40 minutes.',
      'Competent and friendly. The front desk could use a little more English, but the doctor spoke it well.',
      'Solid consultation and the treatment worked. Slightly pricey compared to other clinics.',
      'Very thorough examination. Lost one star only because my appointment was rescheduled.',
      'Helpful advice and sensible prescriptions. Parking nearby is difficult.',
      'Knowledgeable doctor, a little brief in conversation but clearly knows what they are doing.',
      'Nice clinic and a good doctor. Getting the lab results took longer than promised.',
    ],
  },
  mixed: {
    vi: [
      'Bác sĩ có chuyên môn nhưng khám khá vội, chưa kịp hỏi hết câu hỏi thì đã xong.',
      'Chờ hơn một tiếng mới đến lượt dù đã đặt lịch trước. Bác sĩ khám thì ổn.',
      'Bình thường. Thuốc có tác dụng nhưng tư vấn còn sơ sài.',
      'Bác sĩ chỉ định khá nhiều xét nghiệm, mình không rõ có thật sự cần thiết không.',
      'Chuyên môn được, nhưng thái độ hơi lạnh lùng, ít giải thích.',
      'Lần đầu khám khá tốt, lần tái khám thì bác sĩ có vẻ không nhớ tình trạng của mình.',
      'Không tệ nhưng cũng không có gì nổi bật. Chi phí hơi cao.',
      'Bệnh có đỡ nhưng chưa dứt, phải đổi thuốc hai lần.',
      'Bác sĩ tốt nhưng khâu tiếp đón lộn xộn, gọi nhầm số thứ tự.',
      'Tư vấn qua loa, mình phải tự tìm hiểu thêm trên mạng.',
      'Phòng khám đẹp, bác sĩ lịch sự nhưng thời gian khám chỉ khoảng 5 phút.',
      'Kết quả điều trị tạm ổn. Mong bác sĩ nhẹ nhàng hơn khi giải thích.',
      'Giờ hẹn lệch so với tin nhắn xác nhận, phải chờ thêm khá lâu.',
      'Chẩn đoán đúng nhưng đơn thuốc nhiều loại quá, uống rất bất tiện.',
    ],
    en: [
      'Okay overall. The doctor seemed competent but rushed, and I left with unanswered questions.',
      'Waited over an hour despite having a booking. The consultation itself was fine.',
      'Average experience. Lots of tests ordered and not much explanation of why.',
      'The treatment helped a little, but it took a second visit to get it right.',
    ],
  },
  poor: {
    vi: [
      'Bác sĩ khám qua loa, không hỏi tiền sử bệnh đã kê đơn. Mình rất thất vọng.',
      'Chờ gần hai tiếng, vào khám chưa đầy 5 phút. Sẽ không quay lại lần nữa.',
      'Thái độ thiếu tôn trọng, cắt ngang khi mình đang trình bày triệu chứng.',
      'Uống hết thuốc không đỡ, tái khám thì chỉ được kê thêm thuốc mà không giải thích nguyên nhân.',
      'Bị chỉ định làm nhiều xét nghiệm đắt tiền, sau đó lại bảo không cần thiết.',
      'Bác sĩ nghe điện thoại riêng trong lúc khám. Rất thiếu chuyên nghiệp.',
      'Chẩn đoán sai, sang nơi khác mới phát hiện đúng bệnh. Mất thời gian và tiền bạc.',
      'Giải thích khó hiểu, hỏi lại thì tỏ ra khó chịu.',
      'Trải nghiệm không tốt. Mong phòng khám xem lại cách làm việc của bác sĩ.',
      'Hẹn 9 giờ nhưng 10 giờ rưỡi mới được khám, không ai thông báo gì.',
      'Kê đơn quá nhiều thuốc, có cả thuốc bổ không cần thiết.',
    ],
    en: [
      'Very rushed appointment. The doctor barely looked up from the screen and did not examine me properly.',
      'Waited almost two hours and got five minutes with the doctor. Not coming back.',
      'Misdiagnosed my condition; another clinic found the real problem a week later.',
    ],
  },
};

/** Short closing sentences appended to a base text once all base texts have been used. */
export const COMMENT_ADDONS: Record<Sentiment, CommentPool> = {
  excellent: {
    vi: [
      'Phòng khám sạch sẽ, điều dưỡng dễ thương.',
      'Nhân viên lễ tân hướng dẫn rất chu đáo.',
      'Thời gian chờ ngắn.',
      'Sẽ quay lại khi cần.',
      'Cảm ơn bác sĩ nhiều!',
      'Đã giới thiệu cho cả gia đình.',
      'Chi phí hợp lý.',
      'Quầy thuốc ngay tại phòng khám rất tiện.',
      'Đặt lịch qua mạng rất dễ.',
      'Rất đáng đồng tiền.',
      'Mọi thứ đều chuyên nghiệp.',
      'Chúc bác sĩ luôn mạnh khỏe!',
    ],
    en: [
      'Thank you!',
      'Highly recommended.',
      'Will definitely come back.',
      'The nurses were lovely too.',
      'The clinic was spotless.',
    ],
  },
  good: {
    vi: [
      'Nhìn chung vẫn hài lòng.',
      'Sẽ cân nhắc quay lại.',
      'Nhân viên hỗ trợ khá tốt.',
      'Mong phòng khám cải thiện thêm.',
      'Phòng chờ thoáng mát.',
      'Thuốc dùng khá hiệu quả.',
      'Giá cả chấp nhận được.',
    ],
    en: ['Would return.', 'Overall a good visit.', 'Staff were helpful.', 'Fair prices.'],
  },
  mixed: {
    vi: [
      'Hy vọng lần sau sẽ tốt hơn.',
      'Cần cải thiện khâu sắp xếp lịch hẹn.',
      'Chưa thật sự hài lòng.',
      'Sẽ cân nhắc trước khi quay lại.',
      'Mong phòng khám lắng nghe góp ý.',
    ],
    en: ['Hope it improves.', 'Not sure I will return.', 'Room for improvement.'],
  },
  poor: {
    vi: [
      'Rất thất vọng.',
      'Mong ban quản lý xem xét.',
      'Không giới thiệu cho người quen.',
      'Đã phản ánh với lễ tân nhưng không được giải quyết.',
    ],
    en: ['Very disappointing.', 'Management should look into this.', 'Would not recommend.'],
  },
};

/** Warm Vietnamese comments specific to a specialty, used for 4 and 5 star reviews. */
export const SPECIALTY_COMMENTS: Readonly<Record<string, readonly string[]>> = {
  'Tim mạch': [
    'Huyết áp của bố mình đã ổn định sau hai tháng theo phác đồ của bác sĩ.',
    'Bác sĩ đọc điện tâm đồ và siêu âm tim rất kỹ, giải thích dễ hiểu cho người không có chuyên môn.',
    'Được hướng dẫn chế độ ăn giảm muối và tập thể dục phù hợp với bệnh tim, rất thiết thực.',
    'Mẹ mình bị rối loạn nhịp tim nhiều năm, giờ đã ngủ ngon và ít hồi hộp hơn hẳn.',
  ],
  'Nhi khoa': [
    'Bé nhà mình sợ đi khám lắm mà gặp bác sĩ là cười. Khám nhẹ nhàng, kê thuốc ít mà bé khỏi nhanh.',
    'Bác sĩ hướng dẫn chi tiết cách chăm bé bị sốt ở nhà, bố mẹ bớt hoảng hẳn.',
    'Con mình bị ho kéo dài cả tháng, khám ở đây một lần là đúng bệnh. Cảm ơn bác sĩ!',
    'Không lạm dụng kháng sinh cho trẻ, điều mình rất quý.',
    'Bác sĩ tư vấn dinh dưỡng cho bé biếng ăn rất cụ thể, sau hai tháng bé đã lên cân.',
  ],
  'Da liễu': [
    'Da mụn của mình cải thiện rõ sau 6 tuần theo phác đồ, không bị kích ứng.',
    'Bác sĩ tư vấn chăm sóc da đơn giản, không ép mua mỹ phẩm đắt tiền.',
    'Viêm da cơ địa của con mình đỡ hẳn, bác sĩ dặn dò cách dưỡng ẩm rất kỹ.',
  ],
  'Sản phụ khoa': [
    'Theo dõi thai kỳ với bác sĩ từ tuần thứ 8 đến lúc sinh, lúc nào cũng được giải đáp tận tình.',
    'Siêu âm rất kỹ, bác sĩ cho mẹ bầu xem từng cử động của bé. Cảm động lắm.',
    'Bác sĩ tâm lý, giúp vợ chồng mình bớt áp lực trong quá trình điều trị hiếm muộn.',
    'Khám phụ khoa nhẹ nhàng, kín đáo, bác sĩ giải thích kết quả rất dễ hiểu.',
  ],
  'Tai mũi họng': [
    'Nội soi nhẹ nhàng, không đau như mình tưởng. Viêm xoang đỡ hẳn sau hai tuần.',
    'Được hướng dẫn rửa mũi đúng cách, cả mùa mưa năm nay con mình không bị viêm lại.',
  ],
  'Răng hàm mặt': [
    'Niềng răng được một năm, răng đều lên trông thấy. Bác sĩ chỉnh rất nhẹ tay.',
    'Nhổ răng khôn mà không đau chút nào, bác sĩ dặn dò chăm sóc sau nhổ rất kỹ.',
    'Báo giá rõ ràng từ đầu, làm răng sứ xong không phát sinh chi phí.',
  ],
  Mắt: [
    'Con mình được kiểm soát cận thị, độ tăng chậm hẳn so với năm trước.',
    'Khám mắt kỹ, đo khúc xạ chính xác, kính mới đeo rất thoải mái.',
  ],
  'Chấn thương chỉnh hình': [
    'Đau gối cả năm trời, giờ đã chạy bộ lại được nhờ bác sĩ và nhóm vật lý trị liệu.',
    'Bác sĩ không vội chỉ định mổ mà cho điều trị bảo tồn trước, kết quả rất tốt.',
  ],
  'Thần kinh': [
    'Chứng đau đầu mạn tính của mình giảm rõ rệt sau khi điều trị theo hướng dẫn của bác sĩ.',
    'Bác sĩ giải thích kỹ về giấc ngủ và cách dùng thuốc an toàn, không gây lệ thuộc.',
  ],
  'Tiêu hóa': [
    'Nội soi dạ dày không đau, có kết quả ngay trong ngày và được giải thích cặn kẽ.',
    'Đau dạ dày lâu năm đã đỡ nhiều sau khi điều trị vi khuẩn HP theo phác đồ của bác sĩ.',
  ],
  'Nội tổng quát': [
    'Khám sức khỏe tổng quát nhanh gọn, bác sĩ tư vấn kỹ về mỡ máu và đường huyết.',
  ],
};

export type ReportReason = 'spam' | 'offensive' | 'false_information' | 'privacy' | 'other';

/** Comments of the reported demo reviews, with the reason they were reported for. */
export const REPORTED_COMMENTS: readonly { reason: ReportReason; rating: number; text: string }[] =
  [
    {
      reason: 'spam',
      rating: 5,
      text: 'Khám xong nhớ ghé cửa hàng thực phẩm chức năng của mình nhé, giảm ngay 50% cho bệnh nhân của phòng khám!!! Tìm trên mạng xã hội là thấy.',
    },
    {
      reason: 'false_information',
      rating: 1,
      text: 'Nghe nói bác sĩ này không có chứng chỉ hành nghề, bằng cấp treo trên tường là bằng mua. Mọi người cẩn thận!',
    },
    {
      reason: 'offensive',
      rating: 1,
      text: 'Bác sĩ gì mà thái độ như vậy, đúng là vô học. Ai đi khám thì tránh xa ra.',
    },
  ];
