/** Twelve demo doctors spread over the clinics; eleven verified and one new, still pending. */
import type { DemoClinicKey } from './clinics';
import type { DoctorPortrait } from './images';

export type DemoDoctorStatus = 'verified' | 'pending';

export interface DemoDoctor {
  name: string;
  specialty: string;
  clinicKey: DemoClinicKey;
  education: string | null;
  education_en: string | null;
  experience_years: number | null;
  bio: string | null;
  bio_en: string | null;
  status: DemoDoctorStatus;
  portrait: DoctorPortrait;
}

export const DEMO_DOCTORS: readonly DemoDoctor[] = [
  {
    name: 'PGS.TS.BS. Nguyễn Văn Đức',
    specialty: 'Tim mạch',
    clinicKey: 'quan-1',
    education: 'Đại học Y Dược TP. Hồ Chí Minh; Tiến sĩ Y học, Đại học Paris Descartes (Pháp)',
    education_en:
      'University of Medicine and Pharmacy at Ho Chi Minh City; Doctor of Medicine, Paris Descartes University (France)',
    experience_years: 25,
    bio: 'Phó Giáo sư chuyên ngành Tim mạch can thiệp, nguyên Phó khoa Tim mạch một bệnh viện tuyến trung ương. Bác sĩ có thế mạnh điều trị tăng huyết áp, suy tim và rối loạn nhịp tim, luôn dành thời gian giải thích kỹ cho người bệnh.',
    bio_en:
      'Associate Professor of interventional cardiology and former deputy head of cardiology at a central hospital. He is strongest in treating high blood pressure, heart failure and heart rhythm disorders, and always takes time to explain things to his patients.',
    status: 'verified',
    portrait: {
      skin: 'light',
      hair: 'receding',
      hairColor: 'grey',
      background: 'sky',
      inner: 'shirt-tie',
      accent: 'navy',
      glasses: true,
    },
  },
  {
    name: 'ThS.BS. Trần Thị Bích Ngọc',
    specialty: 'Nhi khoa',
    clinicKey: 'quan-3',
    education: 'Đại học Y khoa Phạm Ngọc Thạch; Thạc sĩ Nhi khoa',
    education_en: 'Pham Ngoc Thach University of Medicine; Master of Pediatrics',
    experience_years: 12,
    bio: 'Bác sĩ Nhi với hơn 10 năm làm việc tại Bệnh viện Nhi Đồng 1, chuyên về hô hấp và dinh dưỡng trẻ em. Chị nổi tiếng nhẹ nhàng, kiên nhẫn và luôn khiến các bé thấy thoải mái khi đi khám.',
    bio_en:
      "Pediatrician with more than 10 years at Children's Hospital 1, specialised in children's breathing problems and nutrition. She is known for being gentle and patient, and for putting children at ease during visits.",
    status: 'verified',
    portrait: {
      skin: 'fair',
      hair: 'long',
      hairColor: 'black',
      background: 'peach',
      inner: 'scrubs',
      accent: 'pink',
      glasses: false,
    },
  },
  {
    name: 'BS.CKI. Lê Hoàng Nam',
    specialty: 'Da liễu',
    clinicKey: 'quan-7',
    education: 'Đại học Y Dược TP. Hồ Chí Minh; Chuyên khoa I Da liễu',
    education_en:
      'University of Medicine and Pharmacy at Ho Chi Minh City; Specialist Level I in Dermatology',
    experience_years: 9,
    bio: 'Bác sĩ điều trị mụn, viêm da cơ địa và các bệnh da mạn tính, từng tu nghiệp về laser thẩm mỹ tại Hàn Quốc. Anh chú trọng phác đồ đơn giản, dễ tuân thủ và chi phí hợp lý.',
    bio_en:
      'Treats acne, atopic dermatitis and chronic skin conditions, and trained in cosmetic laser treatment in South Korea. He favours simple treatment plans that are easy to follow and affordable.',
    status: 'verified',
    portrait: {
      skin: 'medium',
      hair: 'side-part',
      hairColor: 'black',
      background: 'mint',
      inner: 'scrubs',
      accent: 'teal',
      glasses: false,
    },
  },
  {
    name: 'BS. Phạm Minh Đạt',
    specialty: 'Nội tổng quát',
    clinicKey: 'quan-7',
    education: 'Đại học Y Dược Cần Thơ',
    education_en: 'Can Tho University of Medicine and Pharmacy',
    experience_years: 6,
    bio: 'Bác sĩ Nội tổng quát khám và theo dõi các bệnh lý thường gặp như tiểu đường, mỡ máu, viêm dạ dày. Anh phụ trách chương trình khám sức khỏe định kỳ cho doanh nghiệp.',
    bio_en:
      "Internist who diagnoses and follows common conditions such as diabetes, high cholesterol and gastritis. He runs the clinic's regular health check programme for companies.",
    status: 'verified',
    portrait: {
      skin: 'tan',
      hair: 'crew',
      hairColor: 'black',
      background: 'sand',
      inner: 'scrubs',
      accent: 'blue',
      glasses: true,
    },
  },
  {
    name: 'BS.CKII. Võ Thị Thu Hà',
    specialty: 'Sản phụ khoa',
    clinicKey: 'binh-thanh',
    education: 'Đại học Y Dược TP. Hồ Chí Minh; Chuyên khoa II Sản phụ khoa',
    education_en:
      'University of Medicine and Pharmacy at Ho Chi Minh City; Specialist Level II in Obstetrics and Gynecology',
    experience_years: 18,
    bio: 'Bác sĩ từng công tác nhiều năm tại Bệnh viện Từ Dũ, có kinh nghiệm theo dõi thai kỳ nguy cơ cao và điều trị hiếm muộn. Chị được nhiều mẹ bầu tin tưởng nhờ sự tận tâm và tư vấn rõ ràng.',
    bio_en:
      'Worked for many years at Tu Du Hospital, with experience in high-risk pregnancy care and fertility treatment. Expectant mothers trust her for her dedication and clear advice.',
    status: 'verified',
    portrait: {
      skin: 'light',
      hair: 'bun',
      hairColor: 'dark-brown',
      background: 'rose',
      inner: 'blouse',
      accent: 'burgundy',
      glasses: false,
    },
  },
  {
    name: 'BS. Đặng Quốc Huy',
    specialty: 'Tai mũi họng',
    clinicKey: 'binh-thanh',
    education: 'Đại học Y khoa Phạm Ngọc Thạch',
    education_en: 'Pham Ngoc Thach University of Medicine',
    experience_years: 8,
    bio: 'Bác sĩ Tai mũi họng thực hiện nội soi chẩn đoán và điều trị viêm xoang, viêm amidan, ù tai. Anh thường hướng dẫn người bệnh cách vệ sinh mũi họng đúng để hạn chế tái phát.',
    bio_en:
      'Ear, nose and throat doctor who performs endoscopy to diagnose and treat sinusitis, tonsillitis and tinnitus. He shows patients how to care for their nose and throat to prevent relapses.',
    status: 'verified',
    portrait: {
      skin: 'medium',
      hair: 'short',
      hairColor: 'black',
      background: 'blue',
      inner: 'scrubs',
      accent: 'green',
      glasses: false,
    },
  },
  {
    name: 'ThS.BS. Nguyễn Thị Mai Anh',
    specialty: 'Răng hàm mặt',
    clinicKey: 'quan-1',
    education: 'Khoa Răng Hàm Mặt, Đại học Y Dược TP. Hồ Chí Minh; Thạc sĩ Răng hàm mặt',
    education_en:
      'Faculty of Odonto-Stomatology, University of Medicine and Pharmacy at Ho Chi Minh City; Master of Dentistry',
    experience_years: 11,
    bio: 'Bác sĩ chuyên chỉnh nha và phục hình răng sứ, thường xuyên cập nhật kỹ thuật niềng răng trong suốt. Chị luôn giải thích từng bước điều trị và chi phí trước khi bắt đầu.',
    bio_en:
      'Specialises in orthodontics and porcelain crowns, keeping up to date with clear aligner techniques. She explains every step of treatment and its cost before starting.',
    status: 'verified',
    portrait: {
      skin: 'fair',
      hair: 'bob',
      hairColor: 'dark-brown',
      background: 'lavender',
      inner: 'scrubs',
      accent: 'purple',
      glasses: true,
    },
  },
  {
    name: 'BS. Huỳnh Thanh Tùng',
    specialty: 'Mắt',
    clinicKey: 'quan-3',
    education: 'Đại học Y Dược Huế',
    education_en: 'Hue University of Medicine and Pharmacy',
    experience_years: 7,
    bio: 'Bác sĩ Nhãn khoa khám và điều trị tật khúc xạ, khô mắt, viêm kết mạc. Anh có kinh nghiệm kiểm soát cận thị tiến triển ở học sinh.',
    bio_en:
      'Ophthalmologist treating refractive errors, dry eyes and conjunctivitis, experienced in slowing progressive short-sightedness in schoolchildren.',
    status: 'verified',
    portrait: {
      skin: 'tan',
      hair: 'side-part',
      hairColor: 'dark-brown',
      background: 'teal',
      inner: 'shirt-tie',
      accent: 'teal',
      glasses: false,
    },
  },
  {
    name: 'BS.CKI. Đỗ Văn Khoa',
    specialty: 'Chấn thương chỉnh hình',
    clinicKey: 'cau-giay',
    education: 'Đại học Y Hà Nội; Chuyên khoa I Chấn thương chỉnh hình',
    education_en: 'Hanoi Medical University; Specialist Level I in Orthopedics and Trauma',
    experience_years: 14,
    bio: 'Bác sĩ từng làm việc tại Bệnh viện Việt Đức, chuyên điều trị chấn thương thể thao, thoái hóa khớp gối và đau cột sống. Anh kết hợp điều trị với vật lý trị liệu để người bệnh sớm vận động trở lại.',
    bio_en:
      'Worked at Viet Duc Hospital and treats sports injuries, knee osteoarthritis and back pain. He combines treatment with physiotherapy so patients can move again sooner.',
    status: 'verified',
    portrait: {
      skin: 'deep',
      hair: 'crew',
      hairColor: 'black',
      background: 'sage',
      inner: 'scrubs',
      accent: 'navy',
      glasses: false,
    },
  },
  {
    name: 'PGS.TS.BS. Bùi Thị Lan Phương',
    specialty: 'Thần kinh',
    clinicKey: 'cau-giay',
    education: 'Đại học Y Hà Nội; Tiến sĩ Thần kinh học',
    education_en: 'Hanoi Medical University; Doctor of Neurology',
    experience_years: 22,
    bio: 'Phó Giáo sư, giảng viên Bộ môn Thần kinh, chuyên về đau đầu, mất ngủ, động kinh và sa sút trí tuệ. Bà được đồng nghiệp và người bệnh đánh giá cao nhờ chẩn đoán chính xác và thái độ ân cần.',
    bio_en:
      'Associate Professor and lecturer in neurology, specialised in headaches, insomnia, epilepsy and dementia. Colleagues and patients value her accurate diagnoses and caring manner.',
    status: 'verified',
    portrait: {
      skin: 'light',
      hair: 'bob',
      hairColor: 'salt-pepper',
      background: 'coral',
      inner: 'blouse',
      accent: 'teal',
      glasses: true,
    },
  },
  {
    // Education, experience and bio not recorded: the profile shows only what is.
    name: 'BS. Ngô Đình Trung',
    specialty: 'Tiêu hóa',
    clinicKey: 'quan-7',
    education: null,
    education_en: null,
    experience_years: null,
    bio: null,
    bio_en: null,
    status: 'verified',
    portrait: {
      skin: 'medium',
      hair: 'short',
      hairColor: 'dark-brown',
      background: 'sky',
      inner: 'scrubs',
      accent: 'green',
      glasses: true,
    },
  },
  {
    // A new doctor waiting for verification; not shown publicly until an admin verifies.
    name: 'BS. Nguyễn Hoàng Đăng Khoa',
    specialty: 'Nội tiết',
    clinicKey: 'thu-duc',
    education: 'Đại học Y khoa Phạm Ngọc Thạch',
    education_en: 'Pham Ngoc Thach University of Medicine',
    experience_years: null,
    bio: null,
    bio_en: null,
    status: 'pending',
    portrait: {
      skin: 'light',
      hair: 'side-part',
      hairColor: 'black',
      background: 'mint',
      inner: 'shirt-tie',
      accent: 'blue',
      glasses: false,
    },
  },
];
