/**
 * The specialties of the demo doctors with their English names and synonyms in both languages.
 * Migrations 0013 and 0027 (lay words) install the same taxonomy; the demo seed brings those
 * rows up to date.
 */
export interface DemoSpecialty {
  slug: string;
  name_vi: string;
  name_en: string;
  synonyms_vi: string[];
  synonyms_en: string[];
}

export const DEMO_SPECIALTIES: readonly DemoSpecialty[] = [
  {
    slug: 'cardiology',
    name_vi: 'Tim mạch',
    name_en: 'Cardiology',
    synonyms_vi: ['tim', 'huyết áp', 'đau tim'],
    synonyms_en: ['heart', 'cardiologist', 'blood pressure', 'cardiac'],
  },
  {
    slug: 'pediatrics',
    name_vi: 'Nhi khoa',
    name_en: 'Pediatrics',
    synonyms_vi: ['nhi', 'trẻ em', 'trẻ nhỏ', 'em bé'],
    synonyms_en: ['children', 'child', 'kids', 'paediatrics', 'pediatrician', 'baby', 'infant'],
  },
  {
    slug: 'dermatology',
    name_vi: 'Da liễu',
    name_en: 'Dermatology',
    synonyms_vi: ['da', 'mụn', 'ngứa'],
    synonyms_en: ['skin', 'dermatologist', 'acne', 'rash', 'eczema'],
  },
  {
    slug: 'internal-medicine',
    name_vi: 'Nội tổng quát',
    name_en: 'Internal medicine',
    synonyms_vi: ['nội khoa', 'đa khoa', 'khám tổng quát', 'sức khỏe tổng quát'],
    synonyms_en: [
      'general medicine',
      'internist',
      'family doctor',
      'check-up',
      'general practitioner',
      'GP',
    ],
  },
  {
    slug: 'obstetrics-gynecology',
    name_vi: 'Sản phụ khoa',
    name_en: 'Obstetrics and gynecology',
    synonyms_vi: ['sản khoa', 'phụ khoa', 'thai sản', 'mang thai', 'bà bầu'],
    synonyms_en: [
      'pregnancy',
      'gynaecology',
      'obstetrician',
      "women's health",
      'pregnant',
      'prenatal',
    ],
  },
  {
    slug: 'ent',
    name_vi: 'Tai mũi họng',
    name_en: 'Ear, nose and throat',
    synonyms_vi: ['TMH', 'tai', 'mũi', 'họng', 'viêm họng'],
    synonyms_en: ['ENT', 'otolaryngology', 'ear', 'nose', 'throat', 'sinus', 'sore throat'],
  },
  {
    slug: 'dentistry',
    name_vi: 'Răng hàm mặt',
    name_en: 'Dentistry',
    synonyms_vi: ['nha khoa', 'răng', 'nha sĩ', 'nhổ răng', 'sâu răng'],
    synonyms_en: ['dental', 'dentist', 'teeth', 'oral surgery', 'tooth', 'toothache', 'braces'],
  },
  {
    slug: 'ophthalmology',
    name_vi: 'Mắt',
    name_en: 'Ophthalmology',
    synonyms_vi: ['nhãn khoa', 'cận thị', 'khám mắt'],
    synonyms_en: [
      'eye',
      'eyes',
      'vision',
      'ophthalmologist',
      'eye doctor',
      'glasses',
      'short-sighted',
    ],
  },
  {
    slug: 'orthopedics',
    name_vi: 'Chấn thương chỉnh hình',
    name_en: 'Orthopedics',
    synonyms_vi: ['cơ xương khớp', 'xương khớp', 'xương', 'khớp', 'đau lưng'],
    synonyms_en: [
      'bones',
      'joints',
      'orthopaedics',
      'trauma',
      'bone',
      'joint',
      'back pain',
      'fracture',
    ],
  },
  {
    slug: 'neurology',
    name_vi: 'Thần kinh',
    name_en: 'Neurology',
    synonyms_vi: ['nội thần kinh', 'đau đầu', 'đột quỵ'],
    synonyms_en: ['brain', 'nerves', 'neurologist', 'headache', 'migraine', 'stroke'],
  },
  {
    slug: 'gastroenterology',
    name_vi: 'Tiêu hóa',
    name_en: 'Gastroenterology',
    synonyms_vi: ['dạ dày', 'đau bụng', 'ruột'],
    synonyms_en: ['digestive', 'stomach', 'gut', 'belly', 'bowel', 'stomach ache'],
  },
  {
    slug: 'endocrinology',
    name_vi: 'Nội tiết',
    name_en: 'Endocrinology',
    synonyms_vi: ['tiểu đường', 'tuyến giáp', 'đường huyết', 'bướu cổ'],
    synonyms_en: ['diabetes', 'thyroid', 'hormones', 'blood sugar', 'goitre'],
  },
];

export const demoSpecialtyOf = (nameVi: string) => {
  const found = DEMO_SPECIALTIES.find((s) => s.name_vi === nameVi);
  if (!found) throw new Error(`demo specialty missing: ${nameVi}`);
  return found;
};
